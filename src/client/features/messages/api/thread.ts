import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  GetStaffThreadEndpoint,
  GetThreadEndpoint,
  MarkStaffThreadReadEndpoint,
  MarkThreadReadEndpoint,
  type MessageAuthor,
  PostMessageEndpoint,
  PostStaffMessageEndpoint,
  type PostStaffMessage,
  StaffUnreadMessagesEndpoint,
  type Thread,
  UnreadMessagesEndpoint,
  type UnreadMessages,
} from '../../../../shared/contracts/messages'
import { request } from '../../../lib/request'
import { messagesKeys } from '../messages-keys'

/** A project's thread as `side` reads it: the client's own project, or any for staff (with their notes). */
export const threadQueryOptions = (side: MessageAuthor, projectId: number) =>
  queryOptions({
    queryKey: messagesKeys.thread(side, projectId),
    queryFn: (): Promise<Thread> =>
      side === 'client'
        ? request(GetThreadEndpoint, { params: { id: projectId } })
        : request(GetStaffThreadEndpoint, { params: { id: projectId } }),
    // A conversation: what the other side wrote shows up without a reload.
    refetchInterval: 60_000,
  })

export function useThread(side: MessageAuthor, projectId: number) {
  return useQuery(threadQueryOptions(side, projectId))
}

/** The reader's unread messages per project, for the badges on cards. */
export const unreadQueryOptions = (side: MessageAuthor) =>
  queryOptions({
    queryKey: messagesKeys.unread(side),
    queryFn: (): Promise<UnreadMessages> =>
      side === 'client' ? request(UnreadMessagesEndpoint) : request(StaffUnreadMessagesEndpoint),
    refetchInterval: 120_000,
  })

export function useUnreadMessages(side: MessageAuthor) {
  return useQuery(unreadQueryOptions(side))
}

/** Sends a message (a client's, or staff's with `internal` for a note); the thread and the files are read again. */
export function usePostMessage(side: MessageAuthor, projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PostStaffMessage) =>
      side === 'client'
        ? request(PostMessageEndpoint, {
            params: { id: projectId },
            body: { body: body.body, uploadIds: body.uploadIds ?? [] },
          })
        : request(PostStaffMessageEndpoint, { params: { id: projectId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKeys.thread(side, projectId) }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.files(side, projectId) }),
      ]),
  })
}

/** Marks the thread read up to a message; the badges are read again. */
export function useMarkThreadRead(side: MessageAuthor, projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (lastId: number) =>
      side === 'client'
        ? request(MarkThreadReadEndpoint, { params: { id: projectId }, body: { lastId } })
        : request(MarkStaffThreadReadEndpoint, { params: { id: projectId }, body: { lastId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.unread(side) }),
  })
}
