import { ShellPage } from '@cppcc/contracts';
import type { ModuleManifest } from '../../platform/module';
import { unreadCount } from './service';

/** Unread messages wait for everyone: the message centre lists them (its 未读 filter). */
export const messageTodos: NonNullable<ModuleManifest['todos']> = [
  { key: 'message.unread', title: '未读消息', path: ShellPage.message, count: (ctx, p) => unreadCount(ctx.db, p.userId) },
];
