import { Button, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { PickerDialog } from './PickerDialog';
import { unitTab } from './tabs';
import { type PickedUnit, pickedSummary } from './value';

export interface UnitPickerProps {
  value?: PickedUnit[];
  onChange?: (value: PickedUnit[]) => void;
  /** 承办单位 7 and 承办系统 8 by default */
  collectiveTypes?: number[];
  title?: string;
  disabled?: boolean;
  placeholder?: string;
  buttonText?: string;
  /** an optional field: confirming with nobody picked empties it instead of warning 请选择… */
  allowEmpty?: boolean;
}

const keyOf = (u: PickedUnit) => u.unitId;
const nameOf = (u: PickedUnit) => u.name;

/** The picker for handling units (assignment): types on the left, the units in the table. */
export function UnitPicker({
  value,
  onChange,
  collectiveTypes,
  title = '选择承办单位',
  disabled,
  placeholder = '请选择',
  buttonText = '选择',
  allowEmpty,
}: UnitPickerProps) {
  const [open, setOpen] = useState(false);
  const picked = value ?? [];
  const typesKey = collectiveTypes?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the array, which callers often write inline
  const tabs = useMemo(() => [unitTab(collectiveTypes)], [typesKey]);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={pickedSummary(picked.map(nameOf)).replace(/人$/, '个单位')} placeholder={placeholder} disabled={disabled} />
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
