import type { SelectProps } from 'antd';
import { Select } from 'antd';
import { type DictOptionsConfig, useDictOptions } from './dictOptions';
import { markChoiceInput } from './FormItem';

/** spec 000 §9: select dropdown max height 300. */
export const SELECT_LIST_HEIGHT = 300;

export type DictSelectProps = Omit<SelectProps, 'options'> &
  DictOptionsConfig & {
    /** dictionary name, e.g. proposalType, noticeType, whether, sex, moduleType */
    dict: string;
  };

/** spec 000 §2: a select fed by a dictionary. */
export function DictSelect({ dict, valueType, exclude, ...props }: DictSelectProps) {
  const options = useDictOptions(dict, { valueType, exclude });
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择"
      listHeight={SELECT_LIST_HEIGHT}
      options={options}
      {...props}
    />
  );
}
markChoiceInput(DictSelect);
