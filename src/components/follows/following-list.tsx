// /user/following: the performers the user follows (GET /follows/following). Unfollowing goes through the
// follow slice, and a performer leaves the list once the server confirms.
import { Pagination } from 'antd';
import { useRouter } from 'next/router';
import type { FollowingItem } from '@/contracts/social';
import { LinkButton } from '@/components/common/link-button';
import { CardPage } from '@/components/common/page-container';
import { FollowButton } from '@/components/performers/follow-button';
import { ListStatus } from '@/components/performers/list-states';
import { PerformerRow } from '@/components/performers/performer-row';
import { useList } from '@/hooks/use-list';
import { selectFollow, selectIsFollowed } from '@/redux/follow/selectors';
import { useAppSelector } from '@/redux/hooks';
import { parseTableQuery, toTableQuery } from '@/lib/table-query';
import { followService } from '@/services/follow.api';

function FollowingRow({ item }: { item: FollowingItem }) {
  const stillFollowed = useAppSelector((s) => selectIsFollowed(s, item.performer._id, true));
  if (!stillFollowed) return null;
  // The list holds only followed performers, whatever an older answer said.
  const performer = { ...item.performer, isFollowed: true };
  return <PerformerRow performer={performer} testId="following-item" action={<FollowButton performer={performer} testId="following-unfollow" />} />;
}

export function FollowingList() {
  const router = useRouter();
  const table = parseTableQuery(router.query);
  const list = useList(followService.following, { current: String(table.current), pageSize: String(table.pageSize) });
  const follow = useAppSelector(selectFollow);
  const shown = list.items.filter((i) => !follow.changed.includes(i.performer._id) || follow.ids.includes(i.performer._id));

  return (
    <CardPage title="Following">
      <ListStatus
        loading={list.loading}
        error={list.error}
        empty={!shown.length}
        onRetry={list.reload}
        emptyText="You do not follow anyone yet."
        emptyExtra={<LinkButton href="/performers" type="primary">Find performers</LinkButton>}
      />
      {!list.loading && !list.error ? list.items.map((item) => <FollowingRow key={item._id} item={item} />) : null}
      <Pagination
        style={{ justifyContent: 'center', marginTop: 16 }}
        current={table.current}
        pageSize={table.pageSize}
        total={list.total}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={(current) => void router.push({ pathname: router.pathname, query: toTableQuery({ ...table, current }) })}
      />
    </CardPage>
  );
}
