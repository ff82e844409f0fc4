import type { ModuleManifest } from '../../platform/module';

/**
 * The widgets every signed-in user gets on either home: they read the caller's own centre data
 * (GET /personal/center/{kind}/data) or the to-dos of every area (GET /desktop/todos), which no
 * permission guards. 待办提醒 is the office home's name for the to-do list, 待办事项 the member's.
 */
export const personalWidgets: NonNullable<ModuleManifest['widgets']> = [
  { key: 'personal.profile', title: '个人信息' },
  { key: 'home.quickEntries', title: '快捷入口' },
  { key: 'personal.loginInfo', title: '登录信息' },
  { key: 'home.todoReminders', title: '待办提醒' },
  { key: 'home.todos', title: '待办事项' },
  { key: 'home.messages', title: '消息提醒' },
  { key: 'home.tools', title: '常用工具' },
];
