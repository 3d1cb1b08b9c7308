import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ClientDesignCommentEndpoints,
  type DesignComment,
  type PinComment,
  StaffDesignCommentEndpoints,
} from '../../../../shared/contracts/design-comments'
import { request } from '../../../lib/request'
import { adminProjectsKeys, projectsKeys } from '../projects-keys'

export type CommentSide = 'client' | 'studio'

/** The picture a pin goes on: a version of a design sample, or a review screenshot. */
export type PinPicture = { sampleId: number; version: number } | { screenshotId: number }

/** Whether a comment is pinned on this picture. */
export const pinnedOn = (c: DesignComment, on: PinPicture) =>
  'sampleId' in on
    ? c.sampleId === on.sampleId && c.sampleVersion === on.version
    : c.screenshotId === on.screenshotId

const endpoints = (side: CommentSide) =>
  side === 'client' ? ClientDesignCommentEndpoints : StaffDesignCommentEndpoints
const key = (side: CommentSide, projectId: number) =>
  side === 'client' ? projectsKeys.designComments(projectId) : adminProjectsKeys.designComments(projectId)

/** The comments pinned on a project's samples and review screenshots, as `side` reads them. */
export const designCommentsQueryOptions = (side: CommentSide, projectId: number) =>
  queryOptions({
    queryKey: key(side, projectId),
    queryFn: async (): Promise<DesignComment[]> =>
      (await request(endpoints(side).list, { params: { id: projectId } })).comments,
  })

export function useDesignComments(side: CommentSide, projectId: number) {
  return useQuery(designCommentsQueryOptions(side, projectId))
}

/** Pinning, replying and resolving; each reads the comments again. */
export function useDesignCommentActions(side: CommentSide, projectId: number) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(side, projectId) })
  const e = endpoints(side)
  return {
    pin: useMutation({
      mutationFn: ({ on, ...body }: PinComment & { on: PinPicture }) =>
        'sampleId' in on
          ? request(e.pin, { params: { id: projectId, sampleId: on.sampleId }, body })
          : request(e.pinScreenshot, { params: { id: projectId, screenshotId: on.screenshotId }, body }),
      onSuccess: refresh,
    }),
    reply: useMutation({
      mutationFn: ({ commentId, body }: { commentId: number; body: string }) =>
        request(e.reply, { params: { id: projectId, commentId }, body: { body } }),
      onSuccess: refresh,
    }),
    resolve: useMutation({
      mutationFn: ({ commentId, resolved }: { commentId: number; resolved: boolean }) =>
        request(e.resolve, { params: { id: projectId, commentId }, body: { resolved } }),
      onSuccess: refresh,
    }),
  }
}
