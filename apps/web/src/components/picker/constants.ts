/** spec 000 §2 / 001 §2.25 / §9: the picker dialog's numbers and texts. */
export const PICKER_WIDTH = 1298;
export const PICKER_ROW_HEIGHT = 30;
export const PICKER_TABLE_HEIGHT = 520;
/** picked people beyond this many read '...等N人' */
export const PICKER_SUMMARY_CAP = 10;
/** tags drawn at once in the selected panel; the rest are found with its name search */
export const PICKER_TAG_CAP = 300;
/** 全会分组 and the extra columns (界别, 专委会, 职务) belong to user type 1 only */
export const MEMBER_USER_TYPE = 1;

export const PickerText = {
  defaultTitle: '选择用户',
  all: '全部',
  clear: '清空',
  cancel: '取消',
  confirm: '确定',
  clearConfirm: '确定清空当前选择吗？',
  nothingAdded: '您还没有添加任何内容',
  noSearchContent: '暂无搜索内容',
  searchPlaceholder: '请输入姓名或关键字',
  nameSearchPlaceholder: '请输入姓名',
  selected: (n: number) => `已选择（${n}）`,
  /** spec 000 §2 / 001 §8: please select + the title ('选择用户' → '请选择用户') */
  selectTitle: (title: string) => `请选择${title.replace(/^选择/, '')}`,
  more: (n: number) => `还有${n}项，请用姓名搜索查找`,
} as const;
