// A table's rows as cards, for a phone: the primary column's value heads each card, every other titled column
// follows as a label beside its value, and the columns without a title (the row's buttons) end the card at full
// width. Paging, the loading spinner and the empty text behave as antd's Table's do, and each card carries the
// attributes the table's onRow gives its row, so the same test ids find it.
import { Empty, Pagination, Spin, type TableProps } from 'antd';
import type { Key } from 'react';
import styles from './responsive-table.module.css';
import { cellOf, isBlank, rowKeyOf, titleOf, titleText, useTableModel } from './table-model';

export type TableAsListProps<T> = TableProps<T> & { primaryColumnKey?: Key };

export function TableAsList<T extends object>(props: TableAsListProps<T>) {
  const { rowKey, loading, onRow, locale, primaryColumnKey, className, style } = props;
  const { keyed, sortable, sort, shown, config, current, pageSize, total, changeSort, changePage } = useTableModel(props);
  const titled = keyed.filter(({ column }) => !isBlank(titleOf(column)));
  const primary = titled.find(({ key }) => key === primaryColumnKey) ?? titled[0];
  const fields = titled.filter((entry) => entry !== primary);
  const actions = keyed.filter(({ column }) => isBlank(titleOf(column)));

  // Sorting: the sortable columns are offered in a native select above the cards. A phone has no column headers
  // to tap, and dropping the order a page can be sorted by would lose what the desktop offers; the phone's own
  // picker costs no script. A new order starts again from the first page.
  function pickSort(value: string) {
    const [index, order] = value.split(':');
    changeSort(value ? { index: Number(index), order: order as 'ascend' | 'descend' } : null, true);
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
          <select value={sort ? `${sort.index}:${sort.order}` : ''} onChange={(e) => pickSort(e.target.value)} data-testid="table-list-sort">
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
      {config ? <Pagination {...pagerProps} className={styles.pager} align="center" current={current} pageSize={pageSize} total={total} onChange={changePage} /> : null}
    </div>
  );
}
