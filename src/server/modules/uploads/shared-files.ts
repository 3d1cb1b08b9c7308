import type { Executor } from '../../db/client'

/**
 * Whether a customer may open an upload that is not theirs because it was sent to them (a file the studio
 * attached to a message in their project's thread, a screenshot sent with a review request). The modules that
 * send files say so, and they depend on this one for their files, so app.ts hands their checks in once at start
 * rather than uploads importing them.
 */
export type SharedFileCheck = (tx: Executor, uploadId: number, customerId: number) => Promise<boolean>

let checks: readonly SharedFileCheck[] = []

export function shareUploadsWith(...given: SharedFileCheck[]) {
  checks = given
}

/** Whether one of the checks lets the customer open the upload, asked one after the other (`tx` may be one connection). */
export async function isSharedWith(tx: Executor, uploadId: number, customerId: number) {
  for (const check of checks) if (await check(tx, uploadId, customerId)) return true
  return false
}
