import { App, Switch } from 'antd';
import { useState } from 'react';

type SwitchValue = string | number | boolean;

export interface SwitchFieldProps<V extends SwitchValue = number> {
  value?: V | null;
  /** in a form: the new value */
  onChange?: (value: V) => void;
  /** the value meaning on (1 by default) */
  checkedValue?: V;
  /** the value meaning off (0 by default) */
  uncheckedValue?: V;
  checkedText?: string;
  uncheckedText?: string;
  disabled?: boolean;
  /** in a list: saves the new value; the switch shows loading meanwhile and keeps its state on failure */
  onToggle?: (value: V) => Promise<unknown>;
  /** shown after onToggle succeeds, e.g. 启用成功 / 停用成功 */
  successText?: (value: V) => string | null;
  label?: string;
}

/** spec 001 §2.27: a switch bound to the api's own on / off values (1 / 0 unless told). */
export function SwitchField<V extends SwitchValue = number>({
  value,
  onChange,
  checkedValue = 1 as V,
  uncheckedValue = 0 as V,
  checkedText,
  uncheckedText,
  disabled,
  onToggle,
  successText,
  label,
}: SwitchFieldProps<V>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const toggle = async (on: boolean) => {
    const next = on ? checkedValue : uncheckedValue;
    onChange?.(next);
    if (!onToggle) return;
    setBusy(true);
    try {
      await onToggle(next);
      const text = successText?.(next);
      if (text) message.success(text);
    } catch {
      // the api client has shown the server message; the value stays as the server has it
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      aria-label={label}
      checked={value === checkedValue}
      checkedChildren={checkedText}
      unCheckedChildren={uncheckedText}
      disabled={disabled}
      loading={busy}
      onChange={toggle}
    />
  );
}
