import type { ModuleManifest } from '../../platform/module';
import { messageMenus } from './menus';
import { messageRoutes } from './routes';
import { seedMessages } from './seed';
import { msgTemplateMenus } from './template-menus';
import { msgTemplateRoutes } from './template-routes';
import { seedMsgTemplates } from './template-seed';
import { messageTodos } from './widgets';

export { type NotifierOptions, type StepNotice, StepNotifier } from './notifier';
export { deliverMessage, notifyUnread, type SendMessageInput, type SentMessages, sendMessage } from './send';
export { latestMessages, unreadCount } from './service';
export { type RenderedTemplate, renderTemplate, type TemplateVars } from './template-render';

export const messageModule: ModuleManifest = {
  name: 'message',
  title: '消息中心',
  menus: [...messageMenus, ...msgTemplateMenus],
  todos: messageTodos,
  routes: async (app, opts) => {
    await app.register(messageRoutes, opts);
    await app.register(msgTemplateRoutes, opts);
  },
  seed: async (s) => {
    await seedMsgTemplates(s);
    await seedMessages(s);
  },
};
