import type { Executor } from '../../db/client'

/**
 * Whether a customer may open an upload that is not theirs because it was sent to them (a file the studio
 * attached to a message in their project's thread). The messages module says so, and it depends on this one for
 * its files, so app.ts hands its check in once at start rather than uploads importing messages.
 */
export type SharedFileCheck = (tx: Executor, uploadId: number, customerId: number) => Promise<boolean>

let sharedWith: SharedFileCheck = async () => false

export function shareUploadsWith(check: SharedFileCheck) {
  sharedWith = check
}

export function isSharedWith(tx: Executor, uploadId: number, customerId: number) {
  return sharedWith(tx, uploadId, customerId)
}
