import type { RadioGroupProps } from 'antd';
import { Radio } from 'antd';
import { type DictOptionsConfig, useDictOptions } from './dictOptions';
import { markChoiceInput } from './FormItem';

export type DictRadioGroupProps = Omit<RadioGroupProps, 'options'> &
  DictOptionsConfig & {
    /** dictionary name, e.g. sex, whether */
    dict: string;
  };

/** spec 000 §2: a radio group fed by a dictionary. */
export function DictRadioGroup({ dict, valueType, exclude, ...props }: DictRadioGroupProps) {
  const options = useDictOptions(dict, { valueType, exclude });
  return <Radio.Group options={options} {...props} />;
}
markChoiceInput(DictRadioGroup);
