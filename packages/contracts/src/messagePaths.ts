// Message-centre paths, in a file without schemas (the shell counts unread messages through it at start; see authPaths.ts).

/** The message centre (everyone's own messages) and 系统消息 administration, relative to the API prefix. */
export const MessageApi = {
  centrePage: '/web/msg/centre/im/page',
  /** POST with ?id=<message id, or 'all'> */
  markRead: '/web/msg/centre/update/readState',
  /** GET */
  unreadCount: '/web/msg/centre/get/unRead/count',
  /** the sent batches (系统消息) */
  batchPage: '/msg/im/all/page',
  batchDelete: '/msg/im/delete',
  /** the recipients of one batch */
  recordList: '/msg/im/record/list',
} as const;
