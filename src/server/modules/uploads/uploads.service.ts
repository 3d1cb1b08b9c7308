import type { Executor } from '../../db/client'
import { findUploadForUser } from './uploads.repo'

/** A customer's own upload, for another module using it (a project's logo): undefined when it is not theirs. */
export function findCustomerUpload(tx: Executor, id: number, userId: number) {
  return findUploadForUser(tx, id, userId)
}
