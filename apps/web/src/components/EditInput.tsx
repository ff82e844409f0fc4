import { EditOutlined } from '@ant-design/icons';
import type { InputRef } from 'antd';
import { App, Button, Input, InputNumber } from 'antd';
import { type ComponentRef, useEffect, useRef, useState } from 'react';

/** spec 002 §2 / §5 / §9: the inline edit-input's number defaults and debounce. */
export const EDIT_INPUT_MIN = 0;
export const EDIT_INPUT_MAX = 999;
export const EDIT_INPUT_PRECISION = 1;
export const EDIT_INPUT_DEBOUNCE_MS = 500;
/** spec 002 §5 'cannot exceed {max}' (Chinese as in the message catalogue). */
export const editInputMaxText = (max: number) => `不能超过${max}`;

type Value = string | number | null | undefined;

export interface EditInputProps {
  value?: Value;
  type?: 'text' | 'number';
  min?: number;
  max?: number;
  precision?: number;
  /** the committed value, on blur or Enter; an empty number commits as 0 */
  onCommit?: (value: string | number) => void;
  /** the value while typing, 500 ms after the last keystroke */
  onChange?: (value: string | number | null) => void;
  disabled?: boolean;
  placeholder?: string;
  width?: number | string;
  /** accessible name of the edit control */
  label?: string;
}

/** spec 002 §2: a value (a dash when null) with an edit icon; activated, it becomes a text or number input. */
export function EditInput({
  value,
  type = 'text',
  min = EDIT_INPUT_MIN,
  max = EDIT_INPUT_MAX,
  precision = EDIT_INPUT_PRECISION,
  onCommit,
  onChange,
  disabled,
  placeholder,
  width = 120,
  label = '编辑',
}: EditInputProps) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Value>(value);
  const [invalid, setInvalid] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const textRef = useRef<InputRef>(null);
  const numberRef = useRef<ComponentRef<typeof InputNumber>>(null);
  // Enter commits and unmounts the input; a blur that follows must not commit a second time
  const active = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (editing) (type === 'number' ? numberRef.current : textRef.current)?.focus();
  }, [editing, type]);

  const change = (next: string | number | null) => {
    setDraft(next);
    if (invalid) setInvalid(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange?.(next), EDIT_INPUT_DEBOUNCE_MS);
  };

  const commit = () => {
    if (!active.current) return;
    if (type === 'number') {
      // spec 002 §5: an empty value commits as 0
      const parsed = draft === null || draft === undefined || draft === '' ? 0 : Number(draft);
      const n = Number.isFinite(parsed) ? parsed : 0;
      if (n > max) {
        // spec 002 §5: warn, keep the focus on the input and mark it
        message.warning(editInputMaxText(max));
        setInvalid(true);
        setTimeout(() => numberRef.current?.focus(), 0);
        return;
      }
      flush(Number(Math.max(min, n).toFixed(precision)));
      return;
    }
    flush(draft === null || draft === undefined ? '' : String(draft));
  };

  const flush = (final: string | number) => {
    active.current = false;
    clearTimeout(timer.current);
    setEditing(false);
    setInvalid(false);
    if (final !== value) onCommit?.(final);
  };

  if (!editing) {
    const shown = value === null || value === undefined || value === '' ? '-' : String(value);
    return (
      <span className="edit-input">
        <span className="edit-input-value">{shown}</span>
        {disabled ? null : (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={label}
            onClick={() => {
              setDraft(value);
              active.current = true;
              setEditing(true);
            }}
          />
        )}
      </span>
    );
  }

  if (type === 'number') {
    return (
      <InputNumber
        ref={numberRef}
        aria-label={label}
        size="small"
        style={{ width }}
        min={min}
        precision={precision}
        status={invalid ? 'error' : undefined}
        placeholder={placeholder}
        value={draft === '' || draft === undefined ? null : (draft as number | string | null)}
        onChange={(v) => change(v === null ? null : v)}
        onBlur={commit}
        onPressEnter={commit}
      />
    );
  }
  return (
    <Input
      ref={textRef}
      aria-label={label}
      size="small"
      style={{ width }}
      placeholder={placeholder}
      value={draft === null || draft === undefined ? '' : String(draft)}
      onChange={(e) => change(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
