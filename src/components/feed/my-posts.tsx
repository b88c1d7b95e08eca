// /creator/my-post: the composer above the performer's own posts (GET /performer/feeds, paged through the
// address), each with pin, edit and delete. A new post shows at the top of the first page.
import { DeleteOutlined, EditOutlined, PushpinOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Pagination, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { feedSortKeys, type Feed } from '@/contracts/feeds';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { useUrlList } from '@/hooks/use-list';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { sortKeyOf } from '@/lib/table-query';
import { feedService } from '@/services/feed.api';
import { FeedCard } from './feed-card';
import { FeedComposer } from './feed-composer';
import { FeedEditModal } from './feed-edit-modal';

export const POST_DELETED = 'Post deleted';

const loadOwn = (query: Record<string, string>) =>
  feedService.listOwn({ current: Number(query.current), pageSize: Number(query.pageSize), sortBy: sortKeyOf(feedSortKeys, query.sortBy), sort: query.sort === 'asc' ? 'asc' : 'desc' });

function OwnerActions({ feed, onChanged, onEdit }: { feed: Feed; onChanged: () => void; onEdit: () => void }) {
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await action();
      notifySuccess(success);
      onChanged();
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setBusy(false);
    }
  }

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
      <Button size="small" icon={<EditOutlined />} disabled={busy} onClick={onEdit} data-testid="my-post-edit">
        Edit
      </Button>
      <Popconfirm
        title="Delete this post?"
        description="Fans will no longer see it."
        okText="Delete"
        okButtonProps={{ danger: true, 'data-testid': 'my-post-delete-confirm' }}
        onConfirm={() => run(() => feedService.remove(feed._id), POST_DELETED)}
      >
        <Button size="small" danger icon={<DeleteOutlined />} disabled={busy} data-testid="my-post-delete">
          Delete
        </Button>
      </Popconfirm>
    </Flex>
  );
}

export function MyPosts() {
  const list = useUrlList<Feed>(loadOwn);
  const { table } = list;
  const [editing, setEditing] = useState<Feed | null>(null);
  const reload = () => void list.reload();

  function onCreated() {
    if (table.state.current === 1) reload();
    else table.change({ pagination: { current: 1 } });
  }

  return (
    <PageContainer>
      <PageHead title="My posts" />
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          My posts
        </Typography.Title>
        <FeedComposer onCreated={onCreated} />
        <Flex vertical gap={12} data-testid="my-posts">
          {list.loading && !list.items.length ? <Skeleton active avatar paragraph={{ rows: 3 }} /> : null}
          {list.error ? <Result status="warning" title="We could not load your posts" subTitle={list.error} extra={<Button onClick={reload}>Try again</Button>} /> : null}
          {!list.loading && !list.error && !list.items.length ? <Empty description="You have not posted anything yet." data-testid="my-posts-empty" /> : null}
          {list.items.map((feed) => (
            <FeedCard key={feed._id} feed={feed} actions={<OwnerActions feed={feed} onChanged={reload} onEdit={() => setEditing(feed)} />} />
          ))}
        </Flex>
        {list.total > table.state.pageSize ? (
          <Pagination
            align="center"
            current={table.state.current}
            pageSize={table.state.pageSize}
            total={list.total}
            showSizeChanger={false}
            onChange={(current) => table.change({ pagination: { current } })}
            data-testid="my-posts-pages"
          />
        ) : null}
      </Flex>
      {editing ? (
        <FeedEditModal
          feed={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </PageContainer>
  );
}
