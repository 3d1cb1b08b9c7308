import { MessageSquare } from 'lucide-react'
import { Link } from 'react-router'
import type { MessageAuthor } from '../../../../shared/contracts/messages'
import { Button } from '../../../components/ui/button'
import { useUnreadMessages } from '../api/thread'

/** "2 new messages" on a project's card, opening its thread; nothing when all is read. One read for all cards. */
export function UnreadMessagesLink({
  side,
  projectId,
  pageHref,
}: {
  side: MessageAuthor
  projectId: number
  pageHref: string
}) {
  const unread = useUnreadMessages(side).data?.projects.find((p) => p.projectId === projectId)?.unread ?? 0
  if (!unread) return null
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={`${pageHref}#messages`}>
        <MessageSquare aria-hidden="true" />
        {unread === 1 ? '1 new message' : `${unread} new messages`}
      </Link>
    </Button>
  )
}
