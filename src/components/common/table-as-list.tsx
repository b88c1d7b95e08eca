// A table's rows as cards, for a phone: the primary column's value heads each card, every other titled column
// follows as a label beside its value, and the columns without a title (the row's buttons) end the card at full
// width. Paging, the loading spinner and the empty text behave as antd's Table's do, and each card carries the
// attributes the table's onRow gives its row, so the same test ids find it.
import { Empty, Pagination, Spin, type TableProps } from 'antd';
import type { ColumnGroupType, ColumnType, SorterResult, SortOrder, TablePaginationConfig } from 'antd/es/table/interface';
import { isValidElement, useState, type Key, type ReactNode } from 'react';
import styles from './responsive-table.module.css';

type Column<T> = ColumnType<T>;
type ActiveSort = { index: number; order: 'ascend' | 'descend' } | null;

const DEFAULT_PAGE_SIZE = 10;

function leafColumns<T>(columns: TableProps<T>['columns'] = []): Column<T>[] {
  return columns.flatMap((column) =>
    'children' in column && column.children ? leafColumns((column as ColumnGroupType<T>).children) : [column as Column<T>],
  );
}

const columnKey = <T,>(column: Column<T>, index: number): Key =>
  column.key ?? (Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : (column.dataIndex as Key | undefined)) ?? index;

function titleOf<T>(column: Column<T>): ReactNode {
  const title = column.title;
  return typeof title === 'function' ? title({}) : title;
}

/** Words for the sort picker: a column's title when it is text, else its key. */
const titleText = <T,>(column: Column<T>, index: number) => {
  const title = titleOf(column);
  return typeof title === 'string' || typeof title === 'number' ? String(title) : String(columnKey(column, index));
};

function valueAt(record: object, dataIndex: Column<object>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null || dataIndex === '') return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((value, step) => (value === null || value === undefined ? undefined : (value as Record<string, unknown>)[step]), record);
}

function cellOf<T extends object>(column: Column<T>, record: T, index: number): ReactNode {
  const value = valueAt(record, column.dataIndex as Column<object>['dataIndex']);
  const rendered: unknown = column.render ? column.render(value, record, index) : value;
  // A render may answer { children, props } to span cells; a card has no cells to span.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) return (rendered as { children: ReactNode }).children;
  return rendered as ReactNode;
}

const isBlank = (node: ReactNode) => node === null || node === undefined || node === false || node === '';

function compareOf<T>(sorter: Column<T>['sorter']) {
  if (typeof sorter === 'function') return sorter;
  if (sorter && typeof sorter === 'object' && typeof sorter.compare === 'function') return sorter.compare;
  return null;
}

function rowKeyOf<T extends object>(rowKey: TableProps<T>['rowKey'], record: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(record, index);
  const key = (record as Record<string, unknown>)[(rowKey as string | undefined) ?? 'key'];
  return typeof key === 'string' || typeof key === 'number' ? key : index;
}

/** antd's own rule: a page of the data when it holds more than the total says, else the data as the server paged it. */
function pageOf<T>(data: T[], current: number, pageSize: number, total: number | undefined) {
  if (total !== undefined && data.length < total) return data.length > pageSize ? data.slice((current - 1) * pageSize, current * pageSize) : data;
  return data.slice((current - 1) * pageSize, current * pageSize);
}

export type TableAsListProps<T> = TableProps<T> & { primaryColumnKey?: Key };

export function TableAsList<T extends object>(props: TableAsListProps<T>) {
  const { columns, dataSource = [], rowKey, pagination, loading, onChange, onRow, locale, primaryColumnKey, className, style } = props;
  const leaves = leafColumns(columns).filter((column) => !column.hidden);
  const keyed = leaves.map((column, index) => ({ column, key: columnKey(column, index), index }));
  const titled = keyed.filter(({ column }) => !isBlank(titleOf(column)));
  const primary = titled.find(({ key }) => key === primaryColumnKey) ?? titled[0];
  const fields = titled.filter((entry) => entry !== primary);
  const actions = keyed.filter(({ column }) => isBlank(titleOf(column)));

  // Sorting: the sortable columns are offered in a native select above the cards. A phone has no column headers
  // to tap, and dropping the order a page can be sorted by would lose what the desktop offers; the phone's own
  // picker costs no script. A column's sortOrder, when a page sets it, is the truth (the order lives in the address).
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
  const current = config?.current ?? ownPage.current;
  const pageSize = config?.pageSize ?? ownPage.pageSize;
  const shown = config ? pageOf(sorted, current, pageSize, config.total) : sorted;

  const sorterResult = (next: ActiveSort): SorterResult<T> => {
    const column = next ? leaves[next.index] : undefined;
    return { column, order: next?.order as SortOrder | undefined, field: column?.dataIndex as SorterResult<T>['field'], columnKey: next ? columnKey(column!, next.index) : undefined };
  };
  const paginationResult = (page: number, size: number): TablePaginationConfig => ({ ...config, current: page, pageSize: size });

  function changeSort(value: string) {
    const [index, order] = value.split(':');
    const next: ActiveSort = value ? { index: Number(index), order: order as 'ascend' | 'descend' } : null;
    if (!controlled) setOwnSort(next);
    // As on antd's Table, a new order starts again from the first page.
    if (config && config.current === undefined) setOwnPage((page) => ({ ...page, current: 1 }));
    onChange?.(paginationResult(1, pageSize), {}, sorterResult(next), { action: 'sort', currentDataSource: sorted });
  }

  function changePage(page: number, size: number) {
    if (config?.current === undefined) setOwnPage({ current: page, pageSize: size });
    config?.onChange?.(page, size);
    onChange?.(paginationResult(page, size), {}, sorterResult(sort), { action: 'paginate', currentDataSource: sorted });
  }

  const emptyText = typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;
  const spin = typeof loading === 'object' ? loading : { spinning: !!loading };
  const { position: _position, placement: _placement, onChange: _onPage, ...pagerProps } = config ?? {};
  const testId = (props as Record<string, unknown>)['data-testid'] as string | undefined;

  return (
    <div className={[styles.list, className].filter(Boolean).join(' ')} style={style} data-testid={testId}>
      {sortable.length > 0 ? (
        <label className={styles.sort}>
          <span>Sort by</span>
          <select value={sort ? `${sort.index}:${sort.order}` : ''} onChange={(e) => changeSort(e.target.value)} data-testid="table-list-sort">
            <option value="">Default order</option>
            {sortable.map(({ column, index }) => (
              <optgroup key={index} label={titleText(column, index)}>
                <option value={`${index}:ascend`}>{titleText(column, index)}, ascending</option>
                <option value={`${index}:descend`}>{titleText(column, index)}, descending</option>
              </optgroup>
            ))}
          </select>
        </label>
      ) : null}
      <Spin {...spin}>
        {shown.length === 0 ? (
          <div className={styles.empty}>{isBlank(emptyText) ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : emptyText}</div>
        ) : (
          <ul className={styles.cards}>
            {shown.map((record, index) => {
              const row = onRow?.(record, index) ?? {};
              return (
                <li {...row} key={rowKeyOf(rowKey, record, index)} className={[styles.card, row.className].filter(Boolean).join(' ')}>
                  {primary ? (
                    <div className={styles.heading} data-column={primary.key}>
                      {cellOf(primary.column, record, index)}
                    </div>
                  ) : null}
                  {fields.length > 0 ? (
                    <dl className={styles.fields}>
                      {fields.map(({ column, key }) => {
                        const cell = cellOf(column, record, index);
                        return (
                          <div key={key} className={styles.field} data-column={key}>
                            <dt className={styles.label}>{titleOf(column)}</dt>
                            <dd className={styles.value}>{isBlank(cell) ? '—' : cell}</dd>
                          </div>
                        );
                      })}
                    </dl>
                  ) : null}
                  {actions.map(({ column, key }) => {
                    const cell = cellOf(column, record, index);
                    return isBlank(cell) ? null : (
                      <div key={key} className={styles.actions} data-column={key}>
                        {cell}
                      </div>
                    );
                  })}
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
      {config ? <Pagination {...pagerProps} className={styles.pager} align="center" current={current} pageSize={pageSize} total={config.total ?? sorted.length} onChange={changePage} /> : null}
    </div>
  );
}
