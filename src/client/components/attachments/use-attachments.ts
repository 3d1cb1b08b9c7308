import { useCallback, useEffect, useRef, useState } from 'react'
import type { AttachmentResponse } from '../../../shared/contracts/uploads'
import { errorMessage } from '../../lib/error-message'
import { attachmentProblem, uploadAttachment } from './upload-attachment'

/** At most this many files go with one message or answer (the server's limit too). */
export const MAX_ATTACHMENTS = 10

export type Attachment = { key: string; name: string } & (
  | { status: 'uploading'; progress: number }
  | { status: 'done'; upload: AttachmentResponse }
  | { status: 'error'; message: string }
)

let nextKey = 0

/**
 * The files picked for one message, each uploaded at once with its own progress; removing one cancels its
 * upload. A file the browser or the server refuses stays in the list with the reason until it is removed.
 */
export function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([])
  const controllers = useRef(new Map<string, AbortController>())
  const update = (key: string, next: Attachment) =>
    setItems((list) => list.map((item) => (item.key === key ? next : item)))

  const add = useCallback((files: readonly File[]) => {
    for (const file of files) {
      const key = `file-${nextKey++}`
      const problem = attachmentProblem(file)
      if (problem) {
        setItems((list) => [...list, { key, name: file.name, status: 'error', message: problem }])
        continue
      }
      const controller = new AbortController()
      controllers.current.set(key, controller)
      setItems((list) => [...list, { key, name: file.name, status: 'uploading', progress: 0 }])
      uploadAttachment(
        file,
        (progress) => update(key, { key, name: file.name, status: 'uploading', progress }),
        controller.signal,
      ).then(
        (upload) => update(key, { key, name: file.name, status: 'done', upload }),
        (err: unknown) => {
          if (controller.signal.aborted) return
          update(key, {
            key,
            name: file.name,
            status: 'error',
            message: errorMessage(err, 'The upload failed. Please try again.'),
          })
        },
      )
    }
  }, [])

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort()
    controllers.current.delete(key)
    setItems((list) => list.filter((item) => item.key !== key))
  }, [])

  const clear = useCallback(() => {
    controllers.current.clear()
    setItems([])
  }, [])

  useEffect(() => {
    const pending = controllers.current
    return () => pending.forEach((c) => c.abort())
  }, [])

  return {
    items,
    add,
    remove,
    clear,
    uploading: items.some((i) => i.status === 'uploading'),
    full: items.length >= MAX_ATTACHMENTS,
    uploadIds: items.flatMap((i) => (i.status === 'done' ? [i.upload.id] : [])),
  }
}
