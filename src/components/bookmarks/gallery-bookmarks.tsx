// The galleries the user bookmarked (GET /reactions/galleries/bookmark), as cards (locked ones behind their
// blurred cover), each with a way to remove it.
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Pagination } from 'antd';
import { useState } from 'react';
import type { GalleryBookmarkItem } from '@/contracts/social';
import { LinkButton } from '@/components/common/link-button';
import { GalleryCard } from '@/components/gallery/gallery-card';
import { GalleryGrid } from '@/components/gallery/gallery-grid';
import { ListStatus } from '@/components/performers/list-states';
import { useList } from '@/hooks/use-list';
import { UNBOOKMARKED } from '@/components/profile/bookmark-button';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { galleryService } from '@/services/gallery.api';
import type { PagedSectionProps } from './performer-bookmarks';

function RemoveBookmark({ item, onRemoved }: { item: GalleryBookmarkItem; onRemoved: () => void }) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await galleryService.unreact(item.objectId, 'bookmark');
      notifySuccess(UNBOOKMARKED);
      onRemoved();
    } catch (e) {
      notifyError(getResponseError(e));
      setBusy(false);
    }
  }
  return (
    <Button size="small" icon={<DeleteOutlined />} loading={busy} onClick={() => void remove()} style={{ alignSelf: 'flex-start' }} data-testid="gallery-bookmark-remove">
      Remove
    </Button>
  );
}

export function GalleryBookmarks({ query, current, pageSize, onPage }: PagedSectionProps) {
  const list = useList(galleryService.bookmarked, query);
  const settled = !list.loading && !list.error;
  return (
    <>
      <ListStatus
        loading={list.loading}
        error={list.error}
        empty={!list.items.length}
        onRetry={list.reload}
        emptyText="You have not saved any galleries yet."
        emptyExtra={<LinkButton href="/performers" type="primary">Find performers</LinkButton>}
      />
      {settled && list.items.length ? (
        <GalleryGrid testId="gallery-bookmarks">
          {list.items.map((item) => (
            <GalleryCard
              key={item._id}
              gallery={item.objectInfo}
              extra={<RemoveBookmark item={item} onRemoved={() => list.remove((x) => x._id === item._id)} />}
            />
          ))}
        </GalleryGrid>
      ) : null}
      <Pagination align="center" style={{ marginTop: 16 }} current={current} pageSize={pageSize} total={list.total} hideOnSinglePage showSizeChanger={false} onChange={onPage} />
    </>
  );
}
