import type { SensitiveType } from '@cppcc/contracts';

/**
 * A starting dictionary for texts of a political consultative conference:
 * wordings official documents and news copy must not use (after the 新华社
 * rules on forbidden and cautious words), names that require the official
 * form, and a few items of the usual abuse categories that proposals and
 * information items should be reviewed for. Administrators extend it under
 * 系统管理 → 敏感词 or by import.
 */
export const seedSensitiveWords: [word: string, type: SensitiveType, explain: string][] = [
  ['中华民国', 'politics', '不得使用。涉及1949年以后的台湾，应称“台湾地区”或“台湾当局”。'],
  ['台湾总统', 'politics', '不得称台湾地区领导人为“总统”，应称“台湾地区领导人”。'],
  ['台湾政府', 'politics', '不得称“台湾政府”，应称“台湾当局”或“台湾地区有关部门”。'],
  ['台湾国', 'politics', '台湾是中国领土的一部分，不得使用“台湾国”等表述。'],
  ['两岸三地', 'politics', '不使用“两岸三地”，应表述为“海峡两岸和香港、澳门”。'],
  ['中港', 'politics', '不得将香港与中国并列，应称“内地与香港”或“内地和香港”。'],
  ['中台', 'politics', '不得将台湾与中国并列，应称“大陆与台湾”或“两岸”。'],
  ['北京当局', 'politics', '表述中央政府不得使用“北京当局”，应称“中央政府”或“中国政府”。'],
  ['满清', 'politics', '不使用“满清”，应称“清朝”。'],
  ['南朝鲜', 'politics', '应称“韩国”。'],
  ['双规', 'forbidden', '《监察法》施行后不再使用“双规”，应使用“留置”。'],
  ['残废人', 'forbidden', '对有身体伤疾的人士不使用蔑称，应称“残疾人”。'],
  ['瞎子', 'forbidden', '不使用蔑称，应称“盲人”或“视力残疾人”。'],
  ['聋子', 'forbidden', '不使用蔑称，应称“聋人”或“听力残疾人”。'],
  ['弱智', 'forbidden', '不使用蔑称，应称“智力障碍者”或“智力残疾人”。'],
  ['回回', 'forbidden', '不得使用带有侮辱性的民族称呼，应称“回族”。'],
  ['洋鬼子', 'forbidden', '不使用带有侮辱性的蔑称。'],
  ['罪犯', 'forbidden', '法院宣判有罪之前不使用“罪犯”，应称“犯罪嫌疑人”；审判阶段称“被告人”。'],
  ['药到病除', 'forbidden', '不使用“药到病除”“根治”“疗效最佳”等夸大疗效的词语。'],
  ['疗效最佳', 'forbidden', '不使用夸大疗效的词语。'],
  ['最佳', 'forbidden', '慎用“最佳”“最好”“最著名”等强烈评价色彩的词语，请核实是否有依据。'],
  ['代开发票', 'illegal', '涉及违法犯罪活动（虚开发票）。'],
  ['办理假证', 'illegal', '涉及违法犯罪活动（伪造证件）。'],
  ['出售枪支', 'illegal', '涉及违禁物品买卖。'],
  ['代孕服务', 'illegal', '涉及违法违规服务。'],
  ['裸贷', 'illegal', '涉及违法借贷。'],
  ['制作炸弹', 'terror', '涉及暴力恐怖内容。'],
  ['圣战', 'terror', '涉及宗教极端主义表述，使用时须核实语境。'],
  ['东突', 'terror', '涉及恐怖组织名称，须与官方表述一致（如“东突”恐怖势力）。'],
  ['裸聊', 'porn', '涉及色情内容。'],
  ['援交', 'porn', '涉及色情内容。'],
  ['一夜情', 'porn', '涉及低俗内容。'],
  ['色情服务', 'porn', '涉及色情内容，使用时须核实语境。'],
  ['某某某', 'custom', '文稿中残留的占位文字，请替换为实际内容。'],
  ['XXX', 'custom', '文稿中残留的占位文字，请替换为实际内容。'],
  ['（待补充）', 'custom', '文稿尚未完成，请补充后再提交。'],
];
