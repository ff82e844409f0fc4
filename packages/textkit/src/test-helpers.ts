/** Hand-written paragraphs on proposal topics, shared by the tests. */
export const PARAGRAPHS: readonly string[] = [
  '近年来，我市基层医疗卫生服务体系建设取得了积极进展，但乡镇卫生院普遍存在人才短缺、设备老化等问题，群众看病难的问题仍然比较突出。',
  '建议市财政进一步加大对基层医疗机构的投入力度，完善乡村医生待遇保障机制，落实编制、职称和养老保险等政策，让基层医生留得住、干得好。',
  '老旧小区改造是重要的民生工程。部分小区改造后缺乏长效管理机制，加装电梯协调难、停车位不足、物业服务缺位等问题亟待解决。',
  '建议由街道牵头建立居民议事协商平台，引导居民共同参与改造方案的制定和后续管理，推动形成共建共治共享的社区治理格局。',
  '乡村振兴关键在人才。当前农村青壮年劳动力持续外流，农业经营主体老龄化现象明显，新型职业农民培育的规模和质量还不能满足需要。',
  '建议整合涉农培训资金，依托职业院校开展订单式培养，对返乡创业青年给予贷款贴息和用地保障，吸引更多年轻人投身农业农村现代化建设。',
  '生态环境保护方面，部分河道仍存在生活污水直排、垃圾堆放等现象，河长制在一些地方流于形式，考核问责机制有待进一步健全。',
  '建议运用卫星遥感和无人机巡查等技术手段，建立河湖问题发现、交办、整改、销号的闭环管理机制，并将结果纳入领导干部考核。',
];

/** An unrelated text on a different subject, with no shared phrasing. */
export const UNRELATED =
  '秋天的傍晚，老街上飘着糖炒栗子的香味。孩子们放学后追逐着跑过石板路，卖糖葫芦的老人慢悠悠地吆喝，远处的钟楼敲响了六下，晚霞把屋檐染成了橘红色。';

/** Mark ids on one side of a comparison, in order of appearance. */
export function markIds(html: string): string[] {
  return [...html.matchAll(/<mark class="dup-mark" data-mark-id="(m\d+)">/g)].map((m) => m[1]);
}
