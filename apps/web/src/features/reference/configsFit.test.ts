import { describe, expect, it } from 'vitest';
import { CRUD_TABLE_WIDTH, minTableWidth } from '@/components/crud';
import { publicationTypeConfig } from '@/features/info/types/PublicationTypePage';
import { dictItemConfig } from '@/features/system/pages/DictPage';
import { exportTemplateConfig } from '@/features/system/pages/ExportTemplatePage';
import { menuConfig } from '@/features/system/pages/MenuPage';
import { messageAccountConfig } from '@/features/system/pages/MessageAccountPage';
import { messageAdminConfig } from '@/features/system/pages/MessageAdminPage';
import { messageTemplateConfig } from '@/features/system/pages/MessageTemplatePage';
import { roleConfig } from '@/features/system/pages/RolePage';
import { sensitiveWordConfig } from '@/features/system/pages/SensitiveWordPage';
import { codeListConfig } from './CodeListPage';
import { kindTypeConfig } from './KindTypePage';
import { treeTypeConfig } from './TreeTypePage';

const perms = { list: 'l', add: 'a', edit: 'e', remove: 'r', auth: 'g' };
const noCall = () => Promise.resolve([]);

// the dictionary page shows its items beside the 320 px list of types, in a card of their own
const DICT_TYPES_WIDTH = 320 + 16 + 2 * 24;

describe('admin lists fit a 1366 px screen', () => {
  const configs = {
    codeList: codeListConfig({ label: '下载类型', prefix: '/x', queryKey: ['x'], perms }),
    kindType: kindTypeConfig({ label: '会议类型', prefix: '/x', queryKey: ['x'], perms }),
    treeType: treeTypeConfig({
      label: '信息类别',
      queryKey: ['x'],
      perms,
      api: { tree: noCall, add: noCall, update: noCall, remove: noCall, enable: noCall },
    }),
    publicationType: publicationTypeConfig,
    role: roleConfig,
    menu: menuConfig,
    messageAdmin: messageAdminConfig,
    sensitiveWord: sensitiveWordConfig,
    exportTemplate: exportTemplateConfig,
    messageTemplate: messageTemplateConfig,
    messageAccount: messageAccountConfig,
  };
  for (const [name, config] of Object.entries(configs)) {
    it(name, () => {
      expect(config.scrollX).toBeUndefined();
      expect(minTableWidth(config)).toBeLessThanOrEqual(CRUD_TABLE_WIDTH);
    });
  }
  it('dictionary items', () => {
    expect(minTableWidth(dictItemConfig('sex'))).toBeLessThanOrEqual(CRUD_TABLE_WIDTH - DICT_TYPES_WIDTH);
  });
});
