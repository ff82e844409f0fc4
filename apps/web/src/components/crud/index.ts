export { CrudForm } from './CrudForm';
export { CrudPage, type CrudPageProps } from './CrudPage';
export { CrudRowsTable, pruneEmptyChildren, useCrudRows } from './CrudRowsTable';
export {
  COLUMN_KINDS,
  type ColumnKind,
  FLEX_COLUMN_MIN,
  fitColumns,
  headerWidth,
  type KindColumn,
  textWidth,
} from './columnKinds';
export { actionColumnWidth, buildColumns, CRUD_TABLE_WIDTH, type CrudLayout, KIND_WIDTH, minTableWidth } from './columns';
export type * from './crudConfig';
export { enabledOptions, maxRule, remarkField, selectFilter, sortField, switchField, textAreaField, textField } from './fields';
export { restCrud } from './restApi';
export { StatusCell } from './StatusCell';
