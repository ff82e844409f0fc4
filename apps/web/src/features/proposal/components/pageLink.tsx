import { Link } from 'react-router';
import type { RowAction } from '@/components/RowActions';

/** A row action that opens a page that is no step of the proposal (a receipt, a record, a related form). */
export const pageLink = (key: string, perm: string | string[], to: string, label: string, visible = true): RowAction => ({
  key,
  perm,
  visible,
  node: (
    <Link to={to} style={{ padding: '0 7px' }}>
      {label}
    </Link>
  ),
});
