import { checkStatusLabel, collectiveTypeLabel, userTypeLabel } from '@cppcc/contracts';

/** A built-in dictionary: code → label in display order. Codes and meanings are the spec's (catalog/enums.tsv). */
export interface DictSeed {
  typeName: string;
  title: string;
  items: [code: string | number, name: string][];
}

/**
 * Dictionaries every install needs (GET /param/list/typeName). Type names are
 * reserved for the system seed: other modules read them and must not insert
 * them again.
 */
export const dictSeeds: DictSeed[] = [
  {
    typeName: 'sex',
    title: '性别',
    items: [
      [1, '男'],
      [2, '女'],
    ],
  },
  {
    typeName: 'whether',
    title: '是否',
    items: [
      [1, '是'],
      [0, '否'],
    ],
  },
  { typeName: 'userType', title: '用户类型', items: Object.entries(userTypeLabel) },
  { typeName: 'collectiveType', title: '集体用户类型', items: Object.entries(collectiveTypeLabel) },
  {
    typeName: 'noticeType',
    title: '通知类型',
    items: [
      [1, '会议通知'],
      [2, '活动通知'],
      [3, '工作通知'],
      [4, '公告公示'],
      [5, '其他'],
    ],
  },
  {
    typeName: 'moduleType',
    title: '业务模块',
    items: [
      [1, '通知公告'],
      [2, '提案牵头'],
      [3, '提案'],
      [4, '社情民意'],
      [5, '会议'],
      [6, '活动'],
      [7, '发言'],
      [8, '委员'],
      [9, '书籍'],
      [10, '科普'],
      [11, '文史'],
      [12, '手机短信'],
      [13, '制度'],
      [14, '下载'],
      [15, '其他'],
    ],
  },
  {
    typeName: 'stateShow',
    title: '提案状态',
    items: [
      [-1, '已退回'],
      [0, '暂存'],
      [1, '待初分'],
      [2, '待审查'],
      [3, '待交办'],
      [10, '办理中'],
      [11, '重新办理'],
      [12, '已办结'],
      [13, '已退回'],
      [14, '其他方式处理'],
      [15, '转社情民意'],
      [16, '转委员来信'],
      [17, '已撤回'],
    ],
  },
  {
    typeName: 'caseState',
    title: '立案状态',
    items: [
      [-1, '退回修改'],
      [0, '暂存'],
      [1, '待初分'],
      [2, '审查中'],
      [3, '立案'],
      [4, '不予立案'],
    ],
  },
  {
    typeName: 'signState',
    title: '签收状态',
    items: [
      [0, '待签收'],
      [1, '办理中'],
      [2, '已办结'],
      [-1, '申请延期'],
      [-2, '申请退回'],
      [-3, '退回被驳回'],
      [-4, '延期被驳回'],
    ],
  },
  {
    typeName: 'mergeState',
    title: '并案状态',
    items: [
      [1, '待初分'],
      [2, '待审查'],
      [3, '已立案'],
    ],
  },
  {
    typeName: 'joint',
    title: '联名状态',
    items: [
      [1, '同意'],
      [0, '不同意'],
      [-1, '待确认'],
    ],
  },
  {
    typeName: 'assignFeedback',
    title: '预交办反馈',
    items: [
      [0, '待反馈'],
      [1, '同意'],
      [2, '不同意'],
    ],
  },
  {
    typeName: 'handleType',
    title: '办理方式',
    items: [
      [0, '主办'],
      [1, '会办'],
      [2, '分办'],
    ],
  },
  { typeName: 'undertakeType', title: '承办方式', items: [[0, '单独承办']] },
  {
    typeName: 'handleLevel',
    title: '办理结果',
    items: [
      ['A', '所提问题已经解决或基本解决'],
      ['B', '所提问题列入计划拟解决'],
      ['C', '所提问题留作参考'],
    ],
  },
  {
    typeName: 'satisfaction',
    title: '满意度',
    items: [
      [1, '满意'],
      [2, '基本满意'],
      [0, '不满意'],
    ],
  },
  {
    typeName: 'keyOrGood',
    title: '重点/优秀提案',
    items: [
      [0, '重点提案'],
      [1, '优秀提案'],
      [2, '好提案'],
    ],
  },
  {
    typeName: 'openStatus',
    title: '公开状态',
    items: [
      [0, '公开'],
      [1, '公开（隐藏案号）'],
      [2, '公开（隐藏提案人）'],
    ],
  },
  {
    typeName: 'replyWay',
    title: '提醒方式',
    items: [
      [0, '系统消息'],
      [1, '短信'],
    ],
  },
  {
    typeName: 'replyRemainingDays',
    title: '答复剩余天数',
    items: [
      [3, '剩余15天'],
      [2, '剩余7天'],
      [1, '剩余3天'],
      [0, '已延期'],
    ],
  },
  {
    typeName: 'adopt',
    title: '采用状态',
    items: [
      [1, '已采用'],
      [0, '未采用'],
      [-1, '已弃用'],
    ],
  },
  { typeName: 'checkStatus', title: '审核结果', items: Object.entries(checkStatusLabel) },
  {
    typeName: 'infoCheckLevel',
    title: '信息审核层级',
    items: [
      [1, '管理员'],
      [2, '处长'],
      [3, '副主任'],
      [4, '主任'],
      [5, '秘书长'],
      [6, '主席'],
      [999, '审核完成'],
    ],
  },
  {
    typeName: 'submissionObject',
    title: '报送对象',
    items: [
      [0, '承办单位'],
      [1, '市级'],
      [2, '省级'],
      [3, '全国'],
    ],
  },
  {
    typeName: 'meetSchedule',
    title: '会议进度',
    items: [
      [0, '未开始'],
      [1, '进行中'],
      [2, '已结束'],
    ],
  },
  {
    typeName: 'enterState',
    title: '报名状态',
    items: [
      [0, '未开始'],
      [1, '报名中'],
      [2, '已结束'],
    ],
  },
  {
    typeName: 'attendResult',
    title: '出席情况',
    items: [
      [1, '出席'],
      [0, '请假'],
      [2, '缺席'],
    ],
  },
  {
    typeName: 'speakType',
    title: '发言方式',
    items: [
      [1, '口头发言'],
      [2, '书面发言'],
    ],
  },
  {
    typeName: 'noticeState',
    title: '通知状态',
    items: [
      [0, '暂存'],
      [1, '已发布'],
      [2, '待发布'],
    ],
  },
  {
    typeName: 'scoreType',
    title: '分值类型',
    items: [
      [0, '基础分'],
      [1, '附加分'],
      [2, '初始分'],
    ],
  },
  {
    typeName: 'performDutyDisplay',
    title: '履职展示方式',
    items: [
      [0, '不展示'],
      [1, '展示等级'],
      [2, '展示分数'],
    ],
  },
  {
    typeName: 'newsType',
    title: '新闻类型',
    items: [
      [0, '普通新闻'],
      [1, '轮播图'],
      [2, '视频'],
    ],
  },
  {
    typeName: 'questionType',
    title: '题型',
    items: [
      ['01', '单选题'],
      ['02', '多选题'],
      ['03', '简答题'],
      ['04', '评分题'],
    ],
  },
  {
    typeName: 'messageType',
    title: '消息类型',
    items: [
      [0, '通知'],
      [1, '操作'],
    ],
  },
];
