// The paging of a table whose page and size live in the address: antd's pager, the change that writes
// the address, and the horizontal scroll the wide money and order tables need on a narrow tablet (a phone
// shows their rows as cards, common/responsive-table.tsx).
import type { TableProps } from 'antd';
import type { UrlTable } from '@/hooks/use-list';

export function urlTablePaging<T>({ total, table }: { total: number; table: UrlTable }): Pick<TableProps<T>, 'pagination' | 'onChange' | 'scroll'> {
  const { state, change } = table;
  return {
    pagination: { current: state.current, pageSize: state.pageSize, total, showSizeChanger: true, hideOnSinglePage: true },
    onChange: (pagination) => change({ pagination }),
    scroll: { x: 'max-content' },
  };
}
