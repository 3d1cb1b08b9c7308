import { useState } from 'react'
import type { AdminDomainRequest } from '../../../../shared/contracts/admin-domains'
import { ConfirmStep } from '../../../components/confirm-step'
import { FormDialog } from '../../../components/form-dialog'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useRefundDomainFee } from '../api/refund-domain-fee'
import { displayName } from '../../../../shared/display-name'
import { formatMoney } from '../../../../shared/money'

/**
 * Refund domain fee: a paid domain that could not be registered gets exactly its price back through the order's
 * refund (the card refunded, a credit note, the customer told). Asked first, since a refund cannot be undone.
 */
export function RefundDomainFeeDialog({
  request,
  onOpenChange,
}: {
  request: AdminDomainRequest | null
  onOpenChange: (open: boolean) => void
}) {
  return (
    <FormDialog
      open={request !== null}
      onOpenChange={onOpenChange}
      title="Refund domain fee"
      description={request ? `${request.domainName} could not be registered.` : ''}
    >
      {request && <RefundStep request={request} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  )
}

function RefundStep({ request, onDone }: { request: AdminDomainRequest; onDone: () => void }) {
  const mutation = useRefundDomainFee()
  const [refusal, setRefusal] = useState<string | null>(null)
  const amount = formatMoney(request.priceCents, 'USD', { whole: false })
  return (
    <div className="grid gap-3">
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      <ConfirmStep
        title={`Refund ${amount} to ${displayName(request.user)}?`}
        confirmLabel={`Refund ${amount}`}
        pending={mutation.isPending}
        pendingText="Refunding…"
        onBack={onDone}
        onConfirm={() => {
          setRefusal(null)
          mutation.mutate(request.id, {
            onSuccess: (res) => {
              toast({ title: 'Domain fee refunded', description: res.message, variant: 'success' })
              onDone()
            },
            onError: (err) =>
              setRefusal(errorMessage(err, 'The domain fee could not be refunded. Please try again.')),
          })
        }}
      >
        <p>
          The {amount} paid for {request.domainName} is refunded from its order: the payment gets the money
          back, a credit note is issued and the customer is told by e-mail. A refund cannot be undone.
        </p>
      </ConfirmStep>
    </div>
  )
}
