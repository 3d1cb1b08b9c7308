// What other features and the pages may use of the messages feature.
export { unreadQueryOptions, useUnreadMessages, threadQueryOptions } from './api/thread'
export { ProjectThread, type ThreadItem } from './components/project-thread'
export { messagesKeys } from './messages-keys'
export { UnreadMessagesLink } from './components/unread-link'
export { projectFilesQueryOptions } from './api/files'
export { ProjectFiles } from './components/project-files'
