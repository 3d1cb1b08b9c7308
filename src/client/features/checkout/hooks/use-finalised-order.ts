import { useEffect, useRef, useState } from 'react'
import type { OrderView } from '../../../../shared/contracts/orders'
import { ApiError } from '../../../lib/api-client'
import { isFinalised, useOrder } from '../api/get-order'
import { useOrderByPayment } from '../api/find-order-by-payment'
import { useVerifyOrderPayment } from '../api/verify-order-payment'

const POLL_MS = 1500
const GIVE_UP_MS = 60_000

export type FinalisedOrderState =
  | { state: 'waiting' }
  | { state: 'finalised'; order: OrderView }
  | { state: 'failed'; order: OrderView; reason: string }
  | { state: 'timeout'; order: OrderView | undefined }
  | { state: 'not-found' }
  | { state: 'error' }

/**
 * An order after its payment: named by id or by its payment (the card provider's return), asked about once
 * with the provider (verify), then read every 1.5 s until the server has marked it paid and created its
 * project, giving up after a minute. `verify` is off for an order known to be paid (the dashboard's link).
 */
export function useFinalisedOrder({
  orderId,
  paymentIntent,
  verify = true,
}: {
  orderId: number | null
  paymentIntent: string | null
  verify?: boolean
}): FinalisedOrderState {
  const byPayment = useOrderByPayment(orderId === null ? paymentIntent : null)
  const id = orderId ?? byPayment.data?.id ?? null

  const verifyCall = useVerifyOrderPayment()
  const verified = useRef<number | null>(null)
  const { mutate: runVerify } = verifyCall
  useEffect(() => {
    if (!verify || id === null || verified.current === id) return
    verified.current = id
    runVerify(id)
  }, [verify, id, runVerify])
  const verifyDone = !verify || verifyCall.isSuccess || verifyCall.isError

  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), GIVE_UP_MS)
    return () => clearTimeout(timer)
  }, [])

  const order = useOrder(verifyDone ? id : null, { poll: !timedOut, intervalMs: POLL_MS })
  const data = order.data

  if (byPayment.error || order.error) {
    const err = byPayment.error ?? order.error
    return err instanceof ApiError && err.status === 404 ? { state: 'not-found' } : { state: 'error' }
  }
  if (data && isFinalised(data)) return { state: 'finalised', order: data }
  if (
    data &&
    (data.status === 'failed' ||
      data.status === 'cancelled' ||
      (data.status === 'pending' && data.paymentError))
  )
    return { state: 'failed', order: data, reason: data.paymentError ?? 'Your payment did not go through.' }
  if (timedOut) return { state: 'timeout', order: data }
  return { state: 'waiting' }
}
