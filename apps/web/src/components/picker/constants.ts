/** spec 000 §2 / 001 §2.25 / §9: the picker dialog's numbers and texts. */
export const PICKER_WIDTH = 1298;
export const PICKER_ROW_HEIGHT = 30;
/** the table's height on a tall screen; a short one (1366×768) gets less, see fit.ts */
export const PICKER_TABLE_HEIGHT = 520;
/** below this the table is too short to pick from: the dialog body scrolls instead */
export const PICKER_MIN_TABLE_HEIGHT = 240;
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
  more: (n: number, by = '姓名') => `还有${n}项，请用${by}搜索查找`,
} as const;

/** How a picker's searches speak: of people by name, or of units by unit name. */
export interface PickerWording {
  /** the keyword search over the table */
  search: string;
  searchLabel: string;
  /** the name search of the selected panel */
  selectedSearch: string;
  selectedLabel: string;
  /** what the panel's "more" line says to search by */
  by: string;
}

/** spec 000 §2 gives no placeholder texts: people are searched by name, units by unit name (never 姓名). */
export const pickerWording = {
  person: {
    search: PickerText.searchPlaceholder,
    searchLabel: '人员关键字搜索',
    selectedSearch: PickerText.nameSearchPlaceholder,
    selectedLabel: '已选人员姓名搜索',
    by: '姓名',
  },
  unit: {
    search: '请输入单位名称',
    searchLabel: '单位名称搜索',
    selectedSearch: '请输入单位名称',
    selectedLabel: '已选单位名称搜索',
    by: '单位名称',
  },
} as const satisfies Record<string, PickerWording>;
