// antd's Table for a tablet or a desktop as plain elements wearing its markup and class names, for the props the
// pages use (columns with titles, renders, widths, alignment, ellipsis and sorters; paging, loading, the empty
// text, onRow, a horizontal scroll): the static stylesheet draws it as it drew antd's. antd's Table brings its
// filter menus (Dropdown, Menu, Tree), row selection (Checkbox, Radio) and virtual scrolling along, 50-70 kB of
// gzip on each of the 22 list pages that had it, none of which filters by column or selects rows. Sorting works
// as on antd's: a sortable header cycles ascending, descending, none by click or Enter, says so in aria-sort,
// and its hint ("Click to sort ascending") is a native tooltip. Paging is antd's Pagination, as antd's Table
// renders it.
import { Empty, Pagination, Spin, type TableProps } from 'antd';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { classNames, useAntdHash } from './antd-hash';
import { PlainIcon } from './plain-icon';
import { CaretDownOutlined, CaretUpOutlined } from './plain-icon-outlines';
import { cellOf, isBlank, rowKeyOf, titleOf, titleText, useTableModel, type ActiveSort, type Column } from './table-model';

/** This markup wears antd's Table styles though nothing imports Table: the static stylesheet keeps them. */
export const WEARS_ANTD_STYLES = ['Table'] as const;

/** antd's sorting hints (en_US), shown as the header's title. */
const SORT_HINTS = { ascend: 'Click to sort ascending', descend: 'Click to sort descending', cancel: 'Click to cancel sorting' };

/** What a click on a sortable header does next: none -> ascending -> descending -> none. */
const nextOrder = (order: 'ascend' | 'descend' | null): 'ascend' | 'descend' | null => (order === null ? 'ascend' : order === 'ascend' ? 'descend' : null);

const alignStyle = <T,>(column: Column<T>): CSSProperties | undefined => (column.align ? { textAlign: column.align } : undefined);

/** A cell's own text for its hint when the column cuts it short (antd's ellipsis). */
const textOf = (node: ReactNode) => (typeof node === 'string' || typeof node === 'number' ? String(node) : undefined);

function ColGroup<T>({ columns, fixedLayout }: { columns: Column<T>[]; fixedLayout: boolean }) {
  // As rc-table: one <col> per column up to the last that sets a width; a fixed layout has no minimum widths.
  const sized = (column: Column<T>) => column.width !== undefined || (!fixedLayout && column.minWidth !== undefined);
  let last = columns.length - 1;
  while (last >= 0 && !sized(columns[last])) last -= 1;
  if (last < 0) return null;
  return (
    <colgroup>
      {columns.slice(0, last + 1).map((column, index) => {
        const style: CSSProperties = {};
        if (column.width !== undefined) style.width = column.width;
        if (!fixedLayout && column.minWidth !== undefined) style.minWidth = column.minWidth;
        return <col key={index} style={Object.keys(style).length ? style : undefined} />;
      })}
    </colgroup>
  );
}

function SortMark({ order }: { order: 'ascend' | 'descend' | null }) {
  return (
    <span className="ant-table-column-sorter ant-table-column-sorter-full">
      <span className="ant-table-column-sorter-inner" aria-hidden="true">
        <PlainIcon icon={CaretUpOutlined} className={classNames('ant-table-column-sorter-up', order === 'ascend' && 'active')} />
        <PlainIcon icon={CaretDownOutlined} className={classNames('ant-table-column-sorter-down', order === 'descend' && 'active')} />
      </span>
    </span>
  );
}

export function PlainTable<T extends object>(props: TableProps<T>) {
  const { rowKey, loading, onRow, locale, size, scroll, className, style } = props;
  const { keyed, sort, shown, config, current, pageSize, total, changeSort, changePage } = useTableModel(props);
  const hash = useAntdHash();
  const columns = keyed.map(({ column }) => column);
  const ellipsis = columns.some((column) => column.ellipsis);
  const scrollX = scroll?.x;

  const emptyText = typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;
  const spin = typeof loading === 'object' ? loading : { spinning: !!loading };
  const { position: _position, placement: _placement, onChange: _onPage, ...pagerProps } = config ?? {};
  const testId = (props as Record<string, unknown>)['data-testid'] as string | undefined;

  const tableStyle: CSSProperties =
    scrollX === undefined ? { tableLayout: ellipsis ? 'fixed' : 'auto' } : { width: scrollX === true ? 'auto' : scrollX, minWidth: '100%', tableLayout: ellipsis ? 'fixed' : 'auto' };

  function header({ column, index }: (typeof keyed)[number]) {
    const title = titleOf(column);
    const cellClass = classNames('ant-table-cell', column.ellipsis && 'ant-table-cell-ellipsis');
    const scope = isBlank(title) ? undefined : 'col';
    if (!column.sorter) {
      return (
        <th key={index} className={cellClass} style={alignStyle(column)} scope={scope} title={column.ellipsis ? textOf(title) : undefined}>
          {title}
        </th>
      );
    }
    const order = sort?.index === index ? sort.order : null;
    const next = nextOrder(order);
    const press = () => changeSort(next ? ({ index, order: next } satisfies ActiveSort) : null, false);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Enter') press();
    };
    return (
      <th
        key={index}
        aria-sort={order ? (order === 'ascend' ? 'ascending' : 'descending') : undefined}
        aria-description="sortable"
        aria-label={titleText(column, index)}
        className={classNames(cellClass, order && 'ant-table-column-sort', 'ant-table-column-has-sorters')}
        style={alignStyle(column)}
        tabIndex={0}
        scope={scope}
        onClick={press}
        onKeyDown={onKeyDown}
      >
        <div className="ant-table-column-sorters" title={SORT_HINTS[next ?? 'cancel']}>
          <span className="ant-table-column-title">{title}</span>
          <SortMark order={order} />
        </div>
      </th>
    );
  }

  const rows = shown.map((record, rowIndex) => {
    const row = onRow?.(record, rowIndex) ?? {};
    const key = rowKeyOf(rowKey, record, rowIndex);
    return (
      <tr {...row} key={key} className={classNames('ant-table-row', 'ant-table-row-level-0', row.className)} data-row-key={key}>
        {keyed.map(({ column, index }) => {
          const cell = cellOf(column, record, rowIndex);
          return (
            <td
              key={index}
              className={classNames('ant-table-cell', column.ellipsis && 'ant-table-cell-ellipsis', sort?.index === index && 'ant-table-column-sort')}
              style={alignStyle(column)}
              title={column.ellipsis ? textOf(cell) : undefined}
            >
              {cell}
            </td>
          );
        })}
      </tr>
    );
  });

  return (
    <div className={classNames(CSS_VAR_KEY, 'ant-table-css-var', 'ant-table-wrapper', hash, className)} style={style} data-testid={testId}>
      <Spin {...spin}>
        <div
          className={classNames(
            'ant-table',
            size === 'small' && 'ant-table-small',
            size === 'middle' && 'ant-table-middle',
            shown.length === 0 && 'ant-table-empty',
            CSS_VAR_KEY,
            'ant-table-css-var',
            hash,
            // antd's shadows of fixed columns: none here, so they draw nothing.
            scrollX !== undefined && 'ant-table-fix-start-shadow',
            scrollX !== undefined && 'ant-table-fix-end-shadow',
            scrollX !== undefined && 'ant-table-scroll-horizontal',
          )}
        >
          <div className="ant-table-container">
            <div className="ant-table-content" style={scrollX === undefined ? undefined : { overflowX: 'auto', overflowY: 'hidden' }}>
              <table style={tableStyle}>
                <ColGroup columns={columns} fixedLayout={ellipsis} />
                <thead className="ant-table-thead">
                  <tr>{keyed.map(header)}</tr>
                </thead>
                <tbody className="ant-table-tbody">
                  {rows.length > 0 ? (
                    rows
                  ) : (
                    <tr className="ant-table-placeholder">
                      <td className="ant-table-cell" colSpan={keyed.length > 1 ? keyed.length : undefined}>
                        {isBlank(emptyText) ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : emptyText}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {config && total > 0 ? (
          <Pagination
            {...pagerProps}
            className={classNames('ant-table-pagination', 'ant-table-pagination-end', pagerProps.className)}
            current={current}
            pageSize={pageSize}
            total={total}
            onChange={changePage}
          />
        ) : null}
      </Spin>
    </div>
  );
}
