import type { FormItemProps, FormRule } from 'antd';
import { AutoComplete, Cascader, Checkbox, DatePicker, Form, Radio, Select, Switch, TimePicker, TreeSelect, Upload } from 'antd';
import { isValidElement, type ReactElement } from 'react';

/** Inputs the user chooses a value in: their required message is 请选择…, and whitespace does not apply. */
const choiceInputs: unknown[] = [
  Select,
  TreeSelect,
  Cascader,
  DatePicker,
  DatePicker.RangePicker,
  TimePicker,
  Radio.Group,
  Checkbox.Group,
  Checkbox,
  Switch,
  Upload,
  AutoComplete,
];

/**
 * Shared choice inputs (DictSelect, DateInput, CategoryTreeSelect …) mark themselves so FormItem words their
 * required rule 请选择… without importing them.
 */
export function markChoiceInput<C extends object>(component: C): C {
  return Object.assign(component, { choiceInput: true });
}

export interface AutoFormItemProps extends FormItemProps {
  /** force the 请选择 wording (true) or 请输入 (false); guessed from the child otherwise */
  choice?: boolean;
  /** the label used in the automatic message when `label` is not plain text */
  ruleLabel?: string;
}

function isChoice(children: FormItemProps['children'], choice?: boolean): boolean {
  if (choice !== undefined) return choice;
  if (!isValidElement(children)) return false;
  const type = (children as ReactElement).type;
  return choiceInputs.includes(type) || (typeof type !== 'string' && (type as { choiceInput?: boolean }).choiceInput === true);
}

/**
 * spec 000 §2 shared block: form wrapper. A required item automatically gets the rule
 * 请输入{label} / 请选择{label}; for triggers other than change, whitespace-only counts as empty.
 */
export function FormItem({ required, rules, choice, ruleLabel, label, children, validateTrigger, ...rest }: AutoFormItemProps) {
  const picks = isChoice(children, choice);
  const text = ruleLabel ?? (typeof label === 'string' ? label : '');
  const triggers: string[] =
    validateTrigger === undefined
      ? ['onChange', 'onBlur']
      : validateTrigger === false
        ? []
        : Array.isArray(validateTrigger)
          ? validateTrigger
          : [validateTrigger];
  const auto: FormRule[] = [];
  if (required) {
    const message = `${picks ? '请选择' : '请输入'}${text}`;
    // a bare { required, message } rule: any other key would make async-validator check the type as a string
    auto.push({ required: true, message });
    // whitespace-only counts as empty on blur / submit, not while the user is still typing
    if (!picks) {
      auto.push({
        validateTrigger: triggers.filter((t) => t !== 'onChange'),
        validator: async (_rule, value: unknown) => {
          if (typeof value === 'string' && value.length > 0 && !value.trim()) throw new Error(message);
        },
      });
    }
  }
  return (
    <Form.Item label={label} required={required} rules={[...auto, ...(rules ?? [])]} validateTrigger={triggers} {...rest}>
      {children}
    </Form.Item>
  );
}
