// The pager under a page of cards: centred, hidden while everything fits on one page.
import { Pagination } from 'antd';

export interface ListPagerProps {
  current: number;
  pageSize: number;
  total: number;
  onPage: (current: number) => void;
}

export function ListPager({ current, pageSize, total, onPage }: ListPagerProps) {
  return (
    <Pagination
      align="center"
      style={{ marginTop: 16 }}
      current={current}
      pageSize={pageSize}
      total={total}
      hideOnSinglePage
      showSizeChanger={false}
      onChange={onPage}
    />
  );
}
