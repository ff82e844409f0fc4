import { useDictText } from './filters';

export interface DictTextProps {
  /** dictionary name */
  dict: string;
  /** a code, a comma-separated list of codes or an array */
  value: string | number | readonly (string | number)[] | null | undefined;
  separator?: string;
}

/** spec 001 §2.27: shows the dictionary labels of a code list; '--' when empty. */
export function DictText({ dict, value, separator }: DictTextProps) {
  const text = useDictText(dict, separator);
  return <span>{text(value)}</span>;
}
