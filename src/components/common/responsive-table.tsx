// A table on a tablet or a desktop (antd's Table markup, drawn by plain-table.tsx); on a phone the same rows as a
// list of cards, so no column has to be hidden or scrolled out of sight. Takes antd Table's own props, so a page
// swaps one for the other and keeps its columns, paging, sorting, empty text and row attributes (the rows' test
// ids included).
import type { TableProps } from 'antd';
import type { Key } from 'react';
import { PlainTable } from './plain-table';
import { TableAsList } from './table-as-list';
import { usePhoneWidth } from './use-phone-width';

export type ResponsiveTableProps<T> = TableProps<T> & {
  /** The column whose value heads each card on a phone; by default the first column with a title. */
  primaryColumnKey?: Key;
};

export function ResponsiveTable<T extends object>({ primaryColumnKey, ...props }: ResponsiveTableProps<T>) {
  const phone = usePhoneWidth();
  if (!phone) return <PlainTable<T> {...props} />;
  return <TableAsList<T> {...props} primaryColumnKey={primaryColumnKey} />;
}
