import { z } from 'zod/mini'
import { plainText } from './common'

/* The files people upload: a logo or a picture (images), and the message thread's files (images, PDF, zip). */

/** What POST /api/uploads (multipart, one `file` field) answers. */
export const UploadResponseSchema = z.object({
  id: z.number(),
  contentType: z.string(),
  size: z.number(),
  /** Where the owner and staff can fetch it. */
  url: z.string(),
})
export type UploadResponse = z.infer<typeof UploadResponseSchema>

export const UPLOAD_MESSAGES = {
  missing: 'Please choose an image to upload.',
  type: 'Please upload a PNG, JPEG, WebP or GIF image.',
  size: 'The image is larger than 5 MB. Please choose a smaller one.',
  pixels: 'The image is larger than 8000 × 8000 pixels. Please choose a smaller one.',
  name: 'Please rename the file: its name has characters we cannot accept.',
  unreadable: 'The upload could not be read. Please choose the image again.',
  /** The file store (the disk, or the S3 bucket) failed or did not answer; nothing was saved or changed. */
  unavailable: 'Files cannot be stored or read right now. Please try again in a few minutes.',
  /* A file for the message thread (POST /api/uploads/attachments): any of ATTACHMENT_EXTENSIONS' types. */
  attachmentMissing: 'Please choose a file to upload.',
  attachmentType: 'Please choose an image (PNG, JPEG, WebP or GIF), a PDF or a zip file.',
  attachmentMismatch: 'This file is not what its name says. Please check it and choose it again.',
  attachmentSize: 'Each file can be up to 20 MB.',
  attachmentUnreadable: 'The upload could not be read. Please choose the file again.',
} as const

/** The largest file the message thread takes. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024

/**
 * The files the message thread takes, each with the extensions its name may end in (any case; the first is the
 * one it is stored under). The server goes by the bytes and wants the name to agree; a browser's first check
 * should go by the name, since browsers disagree on a zip's type (Windows says application/x-zip-compressed).
 */
export const ATTACHMENT_EXTENSIONS = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
} as const satisfies Record<string, readonly [string, ...string[]]>
export type AttachmentType = keyof typeof ATTACHMENT_EXTENSIONS
export const ATTACHMENT_TYPES = Object.keys(ATTACHMENT_EXTENSIONS) as [AttachmentType, ...AttachmentType[]]

/** The type a file's name says it is, by its extension, or null when no accepted type ends that way. */
export function attachmentTypeOfName(name: string): AttachmentType | null {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''
  return (
    ATTACHMENT_TYPES.find((type) => (ATTACHMENT_EXTENSIONS[type] as readonly string[]).includes(ext)) ?? null
  )
}

/**
 * A file sent with a message or an answer to a request for details; `url` opens it for the reader
 * (GET /api/uploads/:id, which lets the client and staff open the files of their projects).
 */
export const FileAttachmentSchema = z.object({
  uploadId: z.number(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
})
export type FileAttachment = z.infer<typeof FileAttachmentSchema>

/** What POST /api/uploads/attachments (multipart, one `file` field) answers. */
export const AttachmentResponseSchema = z.object({
  id: z.number(),
  contentType: z.enum(ATTACHMENT_TYPES),
  size: z.number(),
  /** The file's name as the customer's machine named it. */
  name: z.string(),
  /** Where the owner and staff can fetch it. */
  url: z.string(),
})
export type AttachmentResponse = z.infer<typeof AttachmentResponseSchema>

/** An upload's file name, as the customer's machine named it (kept for display only, 200 characters). */
export const UploadFileNameSchema = z.string().check(plainText({ message: UPLOAD_MESSAGES.name }))
