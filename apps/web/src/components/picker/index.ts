export { MEMBER_USER_TYPE, PICKER_ROW_HEIGHT, PICKER_SUMMARY_CAP, PICKER_TABLE_HEIGHT, PICKER_WIDTH, PickerText } from './constants';
export { PersonPicker, type PersonPickerProps } from './PersonPicker';
export { PickerDialog, type PickerDialogProps } from './PickerDialog';
export { type PersonSource, type PersonSourceOptions, type PickerTab, personTabs, unitTab } from './tabs';
export { UnitPicker, type UnitPickerProps } from './UnitPicker';
export { fromValue, type PickedPerson, type PickedUnit, pickedSummary, toValueString } from './value';
