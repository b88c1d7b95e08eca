// What antd's Table does with its props, for the plain tables that stand in for it (plain-table.tsx on wider
// screens, table-as-list.tsx on phones): the leaf columns and their keys, a cell's value, the sort (a column's
// sortOrder when the page sets it, else the table's own), the page shown and the onChange calls antd makes.
import type { TableProps } from 'antd';
import type { ColumnGroupType, ColumnType, SorterResult, SortOrder, TablePaginationConfig } from 'antd/es/table/interface';
import { isValidElement, useState, type Key, type ReactNode } from 'react';

export type Column<T> = ColumnType<T>;
export type ActiveSort = { index: number; order: 'ascend' | 'descend' } | null;

const DEFAULT_PAGE_SIZE = 10;

function leafColumns<T>(columns: TableProps<T>['columns'] = []): Column<T>[] {
  return columns.flatMap((column) =>
    'children' in column && column.children ? leafColumns((column as ColumnGroupType<T>).children) : [column as Column<T>],
  );
}

export const columnKey = <T,>(column: Column<T>, index: number): Key =>
  column.key ?? (Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : (column.dataIndex as Key | undefined)) ?? index;

export function titleOf<T>(column: Column<T>): ReactNode {
  const title = column.title;
  return typeof title === 'function' ? title({}) : title;
}

/** Words for a column: its title when it is text, else its key. */
export const titleText = <T,>(column: Column<T>, index: number) => {
  const title = titleOf(column);
  return typeof title === 'string' || typeof title === 'number' ? String(title) : String(columnKey(column, index));
};

function valueAt(record: object, dataIndex: Column<object>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null || dataIndex === '') return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((value, step) => (value === null || value === undefined ? undefined : (value as Record<string, unknown>)[step]), record);
}

export function cellOf<T extends object>(column: Column<T>, record: T, index: number): ReactNode {
  const value = valueAt(record, column.dataIndex as Column<object>['dataIndex']);
  const rendered: unknown = column.render ? column.render(value, record, index) : value;
  // A render may answer { children, props } to span cells; none of these tables spans cells.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) return (rendered as { children: ReactNode }).children;
  return rendered as ReactNode;
}

export const isBlank = (node: ReactNode) => node === null || node === undefined || node === false || node === '';

function compareOf<T>(sorter: Column<T>['sorter']) {
  if (typeof sorter === 'function') return sorter;
  if (sorter && typeof sorter === 'object' && typeof sorter.compare === 'function') return sorter.compare;
  return null;
}

export function rowKeyOf<T extends object>(rowKey: TableProps<T>['rowKey'], record: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(record, index);
  const key = (record as Record<string, unknown>)[(rowKey as string | undefined) ?? 'key'];
  return typeof key === 'string' || typeof key === 'number' ? key : index;
}

/** antd's own rule: the data as the server paged it when it holds fewer rows than the total, else a page of it. */
function pageOf<T>(data: T[], current: number, pageSize: number, total: number) {
  if (data.length < total && data.length <= pageSize) return data;
  return data.slice((current - 1) * pageSize, current * pageSize);
}

/** The table's columns, sort and page as antd's Table keeps them, with the changes it reports through onChange. */
export function useTableModel<T extends object>({ columns, dataSource = [], pagination, onChange }: TableProps<T>) {
  const leaves = leafColumns(columns).filter((column) => !column.hidden);
  const keyed = leaves.map((column, index) => ({ column, key: columnKey(column, index), index }));

  // A column's sortOrder, when a page sets it, is the truth (the order lives in the address).
  const sortable = keyed.filter(({ column }) => column.sorter);
  const controlled = sortable.some(({ column }) => column.sortOrder !== undefined);
  const initialSort = sortable.find(({ column }) => column.defaultSortOrder);
  const [ownSort, setOwnSort] = useState<ActiveSort>(initialSort ? { index: initialSort.index, order: initialSort.column.defaultSortOrder as 'ascend' | 'descend' } : null);
  const controlledSort = sortable.find(({ column }) => column.sortOrder);
  const sort: ActiveSort = controlled ? (controlledSort ? { index: controlledSort.index, order: controlledSort.column.sortOrder as 'ascend' | 'descend' } : null) : ownSort;
  const sortColumn = sort ? leaves[sort.index] : undefined;
  const compare = sortColumn ? compareOf(sortColumn.sorter) : null;
  const sorted = compare && sort ? [...dataSource].sort((a, b) => (sort.order === 'ascend' ? 1 : -1) * compare(a, b, sort.order)) : [...dataSource];

  const config: TablePaginationConfig | null = pagination === false ? null : (pagination ?? {});
  const [ownPage, setOwnPage] = useState({ current: config?.defaultCurrent ?? 1, pageSize: config?.defaultPageSize ?? DEFAULT_PAGE_SIZE });
  const pageSize = config?.pageSize ?? ownPage.pageSize;
  // As antd: the total the pager is given when it is above 0, else the rows held; a page past the last is the last.
  const total = config?.total && config.total > 0 ? config.total : sorted.length;
  const current = Math.min(config?.current ?? ownPage.current, Math.ceil(total / pageSize) || 1);
  const shown = config ? pageOf(sorted, current, pageSize, total) : sorted;

  const sorterResult = (next: ActiveSort): SorterResult<T> => {
    const column = next ? leaves[next.index] : undefined;
    return { column, order: next?.order as SortOrder | undefined, field: column?.dataIndex as SorterResult<T>['field'], columnKey: next ? columnKey(column!, next.index) : undefined };
  };
  const paginationResult = (page: number, size: number): TablePaginationConfig => ({ ...config, current: page, pageSize: size });

  /** `fromFirstPage`: the list of cards starts a new order from its first page; antd's Table stays on its page. */
  function changeSort(next: ActiveSort, fromFirstPage: boolean) {
    if (!controlled) setOwnSort(next);
    if (fromFirstPage && config && config.current === undefined) setOwnPage((page) => ({ ...page, current: 1 }));
    onChange?.(paginationResult(fromFirstPage ? 1 : current, pageSize), {}, sorterResult(next), { action: 'sort', currentDataSource: sorted });
  }

  function changePage(page: number, size: number) {
    if (config?.current === undefined) setOwnPage({ current: page, pageSize: size });
    config?.onChange?.(page, size);
    onChange?.(paginationResult(page, size), {}, sorterResult(sort), { action: 'paginate', currentDataSource: sorted });
  }

  return { leaves, keyed, sortable, sort, sorted, shown, config, current, pageSize, total, changeSort, changePage };
}
