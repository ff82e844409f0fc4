import { Button, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { PickerText } from './constants';
import { PickerDialog } from './PickerDialog';
import { type PersonSource, type PersonSourceOptions, personTabs } from './tabs';
import { type PickedPerson, pickedSummary } from './value';

export interface PersonPickerProps extends PersonSourceOptions {
  value?: PickedPerson[];
  onChange?: (value: PickedPerson[]) => void;
  /** the tabs, in order: members, office staff, collective users, information-reporting units; members by default */
  sources?: PersonSource[];
  /** dialog title, 选择用户 by default; the empty-confirm warning reads 请选择 + the title */
  title?: string;
  disabled?: boolean;
  placeholder?: string;
  buttonText?: string;
  /** an optional field: confirming with nobody picked empties it instead of warning 请选择… */
  allowEmpty?: boolean;
}

const keyOf = (p: PickedPerson) => p.userId;
const nameOf = (p: PickedPerson) => p.name;

/**
 * A form control: the picked names ('...等N人' beyond 10, spec 000 §2) and a
 * button that opens the picker dialog. Value: the picked people.
 */
export function PersonPicker({
  value,
  onChange,
  sources = ['member'],
  sessionId,
  collectiveTypes,
  excludeCollectiveTypes,
  title = PickerText.defaultTitle,
  disabled,
  placeholder = '请选择',
  buttonText = '选择',
  allowEmpty,
}: PersonPickerProps) {
  const [open, setOpen] = useState(false);
  const picked = value ?? [];
  const sourceKey = sources.join(',');
  const typesKey = `${collectiveTypes?.join(',')}|${excludeCollectiveTypes?.join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the arrays, which callers often write inline
  const tabs = useMemo(() => personTabs(sources, { sessionId, collectiveTypes, excludeCollectiveTypes }), [sourceKey, sessionId, typesKey]);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={pickedSummary(picked.map(nameOf))}
          placeholder={placeholder}
          disabled={disabled}
          title={picked.map(nameOf).join('、')}
        />
        <Button disabled={disabled} onClick={() => setOpen(true)}>
          {buttonText}
        </Button>
      </Space.Compact>
      <PickerDialog
        open={open}
        title={title}
        tabs={tabs}
        value={picked}
        pickedKey={keyOf}
        pickedName={nameOf}
        allowEmpty={allowEmpty}
        onCancel={() => setOpen(false)}
        onOk={(next) => {
          setOpen(false);
          onChange?.(next);
        }}
      />
    </>
  );
}
