import type { ModuleManifest } from '../../platform/module';
import { messageMenus } from './menus';
import { messageRoutes } from './routes';
import { seedMessages } from './seed';

export { deliverMessage, notifyUnread, type SendMessageInput, type SentMessages, sendMessage } from './send';
export { unreadCount } from './service';

export const messageModule: ModuleManifest = {
  name: 'message',
  title: '消息中心',
  menus: messageMenus,
  routes: messageRoutes,
  seed: seedMessages,
};
