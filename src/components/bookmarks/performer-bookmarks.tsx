// The performers the user bookmarked (GET /reactions/performers/bookmark), each with a way to remove it.
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Pagination } from 'antd';
import { useState } from 'react';
import type { PerformerBookmarkItem } from '@/contracts/social';
import { LinkButton } from '@/components/common/link-button';
import { ListStatus } from '@/components/performers/list-states';
import { PerformerRow } from '@/components/performers/performer-row';
import { useList } from '@/hooks/use-list';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { reactionService } from '@/services/reaction.api';
import { UNBOOKMARKED } from '@/components/profile/bookmark-button';

function RemoveButton({ item, onRemoved }: { item: PerformerBookmarkItem; onRemoved: () => void }) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await reactionService.unbookmarkPerformer(item.objectId);
      notifySuccess(UNBOOKMARKED);
      onRemoved();
    } catch (e) {
      notifyError(getResponseError(e));
      setBusy(false);
    }
  }
  return (
    <Button icon={<DeleteOutlined />} loading={busy} onClick={() => void remove()} data-testid="bookmark-remove">
      Remove
    </Button>
  );
}

export interface PagedSectionProps {
  query: Record<string, string>;
  current: number;
  pageSize: number;
  onPage: (current: number) => void;
}

export function PerformerBookmarks({ query, current, pageSize, onPage }: PagedSectionProps) {
  const list = useList(reactionService.bookmarkedPerformers, query);
  return (
    <>
      <ListStatus
        loading={list.loading}
        error={list.error}
        empty={!list.items.length}
        onRetry={list.reload}
        emptyText="You have not bookmarked any performers yet."
        emptyExtra={<LinkButton href="/performers" type="primary">Find performers</LinkButton>}
      />
      {!list.loading && !list.error
        ? list.items.map((item) => (
            <PerformerRow
              key={item._id}
              performer={item.objectInfo}
              testId="bookmark-item"
              action={<RemoveButton item={item} onRemoved={() => list.remove((x) => x._id === item._id)} />}
            />
          ))
        : null}
      <Pagination
        style={{ justifyContent: 'center', marginTop: 16 }}
        current={current}
        pageSize={pageSize}
        total={list.total}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={onPage}
      />
    </>
  );
}
