// /creator/my-post: the composer above the performer's own posts (GET /performer/feeds, paged through the
// address), each with pin, edit and delete. A new post shows at the top of the first page. The composer loads
// when the creator starts a post (composer-starter.tsx), its edit form when a post is first edited.
import { PushpinOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import type { Feed } from '@/contracts/feeds';
import { feedSortKeys } from '@/contracts/plain-values';
import { useOnDemand } from '@/components/common/use-on-demand';
import { useSave } from '@/components/common/use-save';
import { EditDelete, ManagePage, ManagePages, ManageProblem, useOwnList } from '@/components/content/manage-page';
import { notifySuccess } from '@/lib/notify';
import { sortKeyOf } from '@/lib/table-query';
import { feedService } from '@/services/feed.api';
import { FeedCard } from './feed-card';
import { ComposerSlot } from './composer-starter';

export const POST_DELETED = 'Post deleted';

const loadOwn = (query: Record<string, string>) =>
  feedService.listOwn({ current: Number(query.current), pageSize: Number(query.pageSize), sortBy: sortKeyOf(feedSortKeys, query.sortBy), sort: query.sort === 'asc' ? 'asc' : 'desc' });

function OwnerActions({ feed, onChanged, onEdit }: { feed: Feed; onChanged: () => void; onEdit: () => void }) {
  const { saving: busy, run: save } = useSave();
  const run = (action: () => Promise<unknown>, success: string) =>
    save(async () => {
      await action();
      notifySuccess(success);
      onChanged();
    });

  return (
    <Flex gap={4} wrap>
      <Button
        size="small"
        icon={<PushpinOutlined />}
        disabled={busy}
        onClick={() => void run(() => feedService.update(feed._id, { isPinned: !feed.isPinned }), feed.isPinned ? 'Post unpinned' : 'Post pinned')}
        data-testid="my-post-pin"
      >
        {feed.isPinned ? 'Unpin' : 'Pin'}
      </Button>
      <EditDelete
        onEdit={onEdit}
        editDisabled={busy}
        title="Delete this post?"
        description="Fans will no longer see it."
        onConfirm={() => run(() => feedService.remove(feed._id), POST_DELETED)}
        disabled={busy}
        testId="my-post"
      />
    </Flex>
  );
}

export function MyPosts() {
  const list = useOwnList<Feed>(loadOwn);
  const [editing, setEditingNow] = useState<Feed | null>(null);
  // The edit form loads when first opened.
  const form = useOnDemand(() => import('./feed-edit-modal').then((m) => m.FeedEditModal));
  const setEditing = (next: Feed | null) => (next ? void form.load().then((ready) => ready && setEditingNow(next)) : setEditingNow(null));
  const reload = () => void list.reload();

  return (
    <ManagePage
      title="My posts"
      dialogs={
        editing && form.Component ? (
          <form.Component
            feed={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        ) : null
      }
    >
      <ComposerSlot onCreated={list.showFirstPage} />
      <Flex vertical gap={12} data-testid="my-posts">
        {list.loading && !list.items.length ? <Skeleton active avatar paragraph={{ rows: 3 }} /> : null}
        {list.error ? <ManageProblem what="posts" error={list.error} onRetry={reload} /> : null}
        {!list.loading && !list.error && !list.items.length ? <Empty description="You have not posted anything yet." data-testid="my-posts-empty" /> : null}
        {list.items.map((feed) => (
          <FeedCard key={feed._id} feed={feed} actions={<OwnerActions feed={feed} onChanged={reload} onEdit={() => setEditing(feed)} />} />
        ))}
      </Flex>
      <ManagePages list={list} testId="my-posts-pages" />
    </ManagePage>
  );
}
