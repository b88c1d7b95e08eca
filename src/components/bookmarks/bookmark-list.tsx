// One bookmarks tab: a page of one kind's bookmarks with its loading, failure and empty states, each item with
// a way to remove it, and the pager. The kinds (bookmark-kinds.tsx) say how they load, unbookmark and show.
import { DeleteOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { ListPager } from '@/components/common/list-pager';
import { ListStatus } from '@/components/performers/list-states';
import { UNBOOKMARKED } from '@/components/profile/bookmark-button';
import { useList, type ListLoader, type PagedList } from '@/hooks/use-list';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';

/** What the bookmarks page gives the open tab: the API's paging and the pager's state. */
export interface PagedSectionProps {
  query: Record<string, string>;
  current: number;
  pageSize: number;
  onPage: (current: number) => void;
}

export const pagingOf = (query: Record<string, string>) => ({ current: Number(query.current) || 1, pageSize: Number(query.pageSize) || undefined });

export interface RemoveBookmarkProps {
  unbookmark: () => Promise<unknown>;
  onRemoved: () => void;
  testId?: string;
  size?: ButtonProps['size'];
  block?: boolean;
  style?: CSSProperties;
}

/** "Remove" on a bookmarked item: unbookmarks it, then lets the list drop it. */
export function RemoveBookmark({ unbookmark, onRemoved, testId = 'bookmark-remove', size, block, style }: RemoveBookmarkProps) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await unbookmark();
      notifySuccess(UNBOOKMARKED);
      onRemoved();
    } catch (e) {
      notifyError(getResponseError(e));
      setBusy(false);
    }
  }
  return (
    <Button size={size} block={block} icon={<DeleteOutlined />} loading={busy} onClick={() => void remove()} style={style} data-testid={testId}>
      Remove
    </Button>
  );
}

interface Bookmark {
  _id: string;
  objectId: string;
}

export interface BookmarkKind<T extends Bookmark> {
  load: ListLoader<T>;
  unbookmark: (objectId: string) => Promise<unknown>;
  /** How the remove button looks on this kind's items. */
  removeButton?: Omit<RemoveBookmarkProps, 'unbookmark' | 'onRemoved'>;
  emptyText: string;
  /** Where to go for more when there are none. */
  away: { href: string; label: string };
  /** The items, each with its remove button; shown once the page is read. */
  render: (items: T[], removeOf: (item: T) => ReactNode) => ReactNode;
  /** Anything more the tab needs, under the pager. */
  after?: (list: PagedList<T>) => ReactNode;
}

export function BookmarkList<T extends Bookmark>({ kind, query, current, pageSize, onPage }: { kind: BookmarkKind<T> } & PagedSectionProps) {
  const list = useList<T>(kind.load, query);
  const removeOf = (item: T) => (
    <RemoveBookmark {...kind.removeButton} unbookmark={() => kind.unbookmark(item.objectId)} onRemoved={() => list.remove((x) => x._id === item._id)} />
  );
  return (
    <>
      <ListStatus
        loading={list.loading}
        error={list.error}
        empty={!list.items.length}
        onRetry={list.reload}
        emptyText={kind.emptyText}
        emptyExtra={
          <LinkButton href={kind.away.href} type="primary">
            {kind.away.label}
          </LinkButton>
        }
      />
      {!list.loading && !list.error ? kind.render(list.items, removeOf) : null}
      <ListPager current={current} pageSize={pageSize} total={list.total} onPage={onPage} />
      {kind.after?.(list)}
    </>
  );
}
