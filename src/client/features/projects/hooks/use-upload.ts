import { useCallback, useRef, useState } from 'react'
import type { UploadResponse } from '../../../../shared/contracts/uploads'
import { uploadFile } from '../api/upload-logo'

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; upload: UploadResponse }
  | { status: 'error'; error: unknown }

/** One upload at a time with its progress; starting another (or reset) cancels the one under way. */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' })
  const current = useRef<AbortController | null>(null)
  const reset = useCallback(() => {
    current.current?.abort()
    current.current = null
    setState({ status: 'idle' })
  }, [])
  const start = useCallback((file: File) => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    setState({ status: 'uploading', progress: 0 })
    uploadFile(file, (progress) => setState({ status: 'uploading', progress }), controller.signal).then(
      (upload) => {
        if (current.current === controller) setState({ status: 'done', upload })
      },
      (error: unknown) => {
        if (current.current === controller) setState({ status: 'error', error })
      },
    )
  }, [])
  return { state, start, reset }
}
