// /user/bookmarks: one tab per kind of thing a user can bookmark (`bookmarkTabs`). The tab and page are kept
// in the address.
import { Tabs } from 'antd';
import { useRouter } from 'next/router';
import type { ComponentType } from 'react';
import { CardPage } from '@/components/common/page-container';
import { parseTableQuery, toTableQuery } from '@/lib/table-query';
import { FeedBookmarks, GalleryBookmarks, PerformerBookmarks, ProductBookmarks, VideoBookmarks } from './bookmark-kinds';
import type { PagedSectionProps } from './bookmark-list';

export interface BookmarkTab {
  key: string;
  label: string;
  Content: ComponentType<PagedSectionProps>;
}

export const bookmarkTabs: BookmarkTab[] = [
  { key: 'performers', label: 'Performers', Content: PerformerBookmarks },
  { key: 'posts', label: 'Posts', Content: FeedBookmarks },
  { key: 'videos', label: 'Videos', Content: VideoBookmarks },
  { key: 'galleries', label: 'Galleries', Content: GalleryBookmarks },
  { key: 'products', label: 'Products', Content: ProductBookmarks },
];

export function BookmarksPage() {
  const router = useRouter();
  const { tab: rawTab, ...rest } = router.query;
  const tab = bookmarkTabs.find((t) => t.key === rawTab) ?? bookmarkTabs[0];
  const table = parseTableQuery(rest);
  const apiQuery = { current: String(table.current), pageSize: String(table.pageSize) };
  const go = (next: { tab?: string; current?: number }) =>
    void router.push({
      pathname: router.pathname,
      query: { tab: next.tab ?? tab.key, ...toTableQuery({ ...table, current: next.current ?? 1 }) },
    });

  return (
    <CardPage title="Bookmarks">
      <Tabs
        activeKey={tab.key}
        onChange={(key) => go({ tab: key })}
        items={bookmarkTabs.map(({ key, label, Content }) => ({
          key,
          label,
          children:
            key === tab.key ? (
              <Content query={apiQuery} current={table.current} pageSize={table.pageSize} onPage={(current) => go({ current })} />
            ) : null,
        }))}
      />
    </CardPage>
  );
}
