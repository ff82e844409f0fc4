/** One column of an exportable list. */
export interface ExportColumn<R extends object = Record<string, unknown>> {
  /** stable key: templates store it; the cell value is row[key] unless `value` is given */
  key: string;
  /** Chinese header */
  title: string;
  /** column width in characters */
  width?: number;
  /** a system dictionary type (GET /param/list/typeName): codes are written as their labels */
  dict?: string;
  /** fixed code → label map, for codes that are not in the system dictionary */
  labels?: Readonly<Record<string, string>>;
  /** how to write a date or an ISO date-time string */
  format?: 'date' | 'datetime';
  /** derives the cell value from the row */
  value?: (row: R) => unknown;
}
