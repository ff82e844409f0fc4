import { Checkbox } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { type DictOptionsConfig, useDictOptions } from './dictOptions';
import { markChoiceInput } from './FormItem';

export type DictCheckboxGroupProps = Omit<CheckboxGroupProps, 'options'> &
  DictOptionsConfig & {
    /** dictionary name, e.g. moduleType */
    dict: string;
  };

/** spec 000 §2: a checkbox group fed by a dictionary. */
export function DictCheckboxGroup({ dict, valueType, exclude, ...props }: DictCheckboxGroupProps) {
  const options = useDictOptions(dict, { valueType, exclude });
  return <Checkbox.Group options={options} {...props} />;
}
markChoiceInput(DictCheckboxGroup);
