import type { Tx } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import type { TreeTypeSeed } from '../../platform/reference/tree-types';
import { publicationType } from './tables';
import { infoTypes } from './types-service';

/** 信息类别 of social-conditions and public-opinion information. */
export const INFO_TYPES: TreeTypeSeed[] = [
  { name: '经济发展', children: [{ name: '产业转型' }, { name: '营商环境' }, { name: '科技创新' }, { name: '乡村振兴' }] },
  {
    name: '社会民生',
    children: [{ name: '教育' }, { name: '医疗卫生' }, { name: '就业社保' }, { name: '住房保障' }, { name: '养老托育' }],
  },
  { name: '城市建设与管理', children: [{ name: '交通出行' }, { name: '城市治理' }, { name: '生态环境' }] },
  { name: '民主法治', children: [{ name: '法治建设' }, { name: '基层治理' }] },
  { name: '文化旅游', children: [{ name: '文化事业' }, { name: '文旅融合' }] },
  { name: '统战民族宗教' },
  { name: '其他', remark: '不属于以上类别的信息' },
];

export const PUBLICATION_TYPES = [
  // 总第M期 continues the 86 issues of 社情民意 printed before the platform
  { name: '社情民意', publishingUnit: '市政协办公厅', cycle: '不定期', state: 1, startTotal: 86 },
  {
    name: '社情民意专报',
    publishingUnit: '市政协办公厅',
    cycle: '不定期',
    state: 1,
    hasIssuer: true,
    remark: '报送市委、市政府主要领导',
  },
  { name: '政协信息', publishingUnit: '市政协信息处', cycle: '每月两期', state: 1 },
  { name: '委员建言', publishingUnit: '市政协研究室', cycle: '每季度一期', state: 0, remark: '2025年起并入《政协信息》' },
];

export async function seedInfoTypes(tx: Tx): Promise<void> {
  await infoTypes.seed(tx, INFO_TYPES);
  for (const [i, p] of PUBLICATION_TYPES.entries()) {
    await tx.insert(publicationType).values({ id: newId(), ...p, remark: p.remark ?? null, sort: i + 1 });
  }
}
