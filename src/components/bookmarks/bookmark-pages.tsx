// The pager under a bookmarks tab, and how its address query becomes the API's paging.
import { Pagination } from 'antd';
import type { PagedSectionProps } from './performer-bookmarks';

export const pagingOf = (query: Record<string, string>) => ({ current: Number(query.current) || 1, pageSize: Number(query.pageSize) || undefined });

export function BookmarkPages({ current, pageSize, total, onPage }: Pick<PagedSectionProps, 'current' | 'pageSize' | 'onPage'> & { total: number }) {
  return (
    <Pagination
      style={{ justifyContent: 'center', marginTop: 16 }}
      current={current}
      pageSize={pageSize}
      total={total}
      hideOnSinglePage
      showSizeChanger={false}
      onChange={onPage}
    />
  );
}
