// The plain table wears antd's Table markup for the props the list pages use (so the static stylesheet draws
// it the same), and sorts, pages and reports its changes as antd's Table does.
import '../../helpers/browser-globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { Table, type TableProps } from 'antd';
import { PlainTable } from '@/components/common/plain-table';
import { markupShape } from '../../helpers/antd-markup';
import { renderWithStore } from '../../helpers/render';

interface Row {
  id: string;
  name: string;
  amount: number;
  note: string;
}

const rows: Row[] = [
  { id: 'a', name: 'Beta', amount: 2, note: 'second' },
  { id: 'b', name: 'Alpha', amount: 1, note: 'first' },
];

const columns: TableProps<Row>['columns'] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sorter: (x, y) => x.name.localeCompare(y.name) },
  { key: 'amount', title: 'Amount', dataIndex: 'amount', align: 'right', width: 120, sorter: true, sortOrder: 'descend' },
  { key: 'note', title: 'Note', dataIndex: 'note', ellipsis: true, minWidth: 80 },
  { key: 'actions', title: '', render: (_, row) => <button type="button">Open {row.name}</button> },
];

const cases: [string, TableProps<Row>][] = [
  ['sorted, paged, scrolling sideways', { columns, dataSource: rows, rowKey: 'id', pagination: { current: 1, pageSize: 10, total: 30 }, scroll: { x: 'max-content' } }],
  ['small, without paging', { columns: columns.slice(2), dataSource: rows, rowKey: 'id', pagination: false, size: 'small' }],
  ['empty, with its text', { columns: columns.slice(0, 1), dataSource: [], rowKey: 'id', locale: { emptyText: 'Nothing yet' } }],
  ['loading', { columns: columns.slice(0, 1), dataSource: rows, rowKey: 'id', loading: true, pagination: false }],
];

/** The tree without antd's invisible measuring row (it only sizes fixed columns, which no page has). */
function unmeasured(root: Element) {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll('.ant-table-measure-row').forEach((row) => row.remove());
  return copy;
}
const shape = (root: Element) => markupShape(unmeasured(root));

function pair(props: TableProps<Row>) {
  renderWithStore(
    <>
      <div data-testid="mine">
        <PlainTable<Row> {...props} />
      </div>
      <div data-testid="theirs">
        <Table<Row> {...props} />
      </div>
    </>,
  );
  return { mine: screen.getByTestId('mine').firstElementChild!, theirs: screen.getByTestId('theirs').firstElementChild! };
}

describe('plain table', () => {
  it.each(cases)("wears antd's markup: %s", (_name, props) => {
    const { mine, theirs } = pair(props);
    expect(shape(mine)).toBe(shape(theirs));
    const cells = (root: Element) => [...root.querySelectorAll('th, td')].filter((cell) => !cell.closest('.ant-table-measure-row'));
    const attributes = (cell: Element) => ['aria-sort', 'aria-label', 'aria-description', 'scope', 'style', 'tabindex', 'colspan', 'title'].map((name) => cell.getAttribute(name));
    expect(cells(mine).map(attributes)).toEqual(cells(theirs).map(attributes));
    expect(mine.querySelector('table')!.getAttribute('style')).toBe(theirs.querySelector('table')!.getAttribute('style'));
    expect(unmeasured(mine).textContent).toBe(unmeasured(theirs).textContent);
  });

  it('sorts by its own compare on a header click, ascending, descending, then back to the data order, and reports each', () => {
    const onChange = jest.fn();
    renderWithStore(<PlainTable<Row> columns={columns.slice(0, 1)} dataSource={rows} rowKey="id" onChange={onChange} />);
    const names = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(names()).toEqual(['Beta', 'Alpha']);
    fireEvent.click(header);
    expect(names()).toEqual(['Alpha', 'Beta']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ current: 1 }), {}, expect.objectContaining({ order: 'ascend', columnKey: 'name', field: 'name' }), expect.objectContaining({ action: 'sort' }));
    fireEvent.keyDown(header, { key: 'Enter' });
    expect(names()).toEqual(['Beta', 'Alpha']);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header);
    expect(names()).toEqual(['Beta', 'Alpha']);
    expect(header.getAttribute('aria-sort')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), {}, expect.objectContaining({ order: undefined }), expect.objectContaining({ action: 'sort' }));
  });

  it("asks for the server's next order and stays on its page, as antd's Table does", () => {
    const onChange = jest.fn();
    renderWithStore(<PlainTable<Row> columns={columns.slice(0, 2)} dataSource={rows} rowKey="id" pagination={{ current: 2, pageSize: 2, total: 6 }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('columnheader', { name: 'Amount' }));
    // Descending now, so the next order is none.
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ current: 2, pageSize: 2 }), {}, expect.objectContaining({ order: undefined }), expect.objectContaining({ action: 'sort' }));
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ current: 3, pageSize: 2 }), {}, expect.objectContaining({ order: 'descend', columnKey: 'amount' }), expect.objectContaining({ action: 'paginate' }));
  });

  it('pages the data itself when it holds every row, and gives each row the attributes of onRow', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}`, amount: i, note: '' }));
    renderWithStore(<PlainTable<Row> columns={columns.slice(0, 1)} dataSource={many} rowKey="id" onRow={(row) => ({ 'data-testid': `row-${row.id}` }) as React.HTMLAttributes<HTMLElement>} />);
    expect(screen.getAllByTestId(/^row-/)).toHaveLength(10);
    fireEvent.click(screen.getByTitle('2'));
    expect(screen.getAllByTestId(/^row-/).map((row) => row.textContent)).toEqual(['Row 10', 'Row 11']);
    expect(within(screen.getByTestId('row-r10')).getByText('Row 10')).toBeTruthy();
  });
});
