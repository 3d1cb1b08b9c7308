import type { MessageAuthor } from '../../../shared/contracts/messages'

/** Query keys of the threads, per side (a staff member and a client are never the same reader). */
export const messagesKeys = {
  all: ['messages'] as const,
  side: (side: MessageAuthor) => [...messagesKeys.all, side] as const,
  thread: (side: MessageAuthor, projectId: number) =>
    [...messagesKeys.side(side), 'thread', projectId] as const,
  unread: (side: MessageAuthor) => [...messagesKeys.side(side), 'unread'] as const,
  files: (side: MessageAuthor, projectId: number) =>
    [...messagesKeys.side(side), 'files', projectId] as const,
}
