// /user/my-subscription: the performers the fan subscribes to, as cards that fit a phone, with paging
// and filters in the address. Stopping renewal goes through the gateway the subscription was paid with.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Pagination, Popconfirm, theme, type ButtonProps } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { PlainCard } from '@/components/layout/plain-card';
import type { SubscriptionItem } from '@/contracts/subscriptions';
import { LinkButton } from '@/components/common/link-button';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import { ListStatus } from '@/components/performers/list-states';
import { profilePath } from '@/components/performers/profile-path';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { subscriptionService, type SubscriptionGateway } from '@/services/subscription.api';
import { priceLabel, renews, StateTag, SubscriptionFilters, typeLabels } from './subscription-labels';

export const CANCEL_FAILED = 'Could not cancel the renewal, please try again';
export const renewalCancelled = (expiredAt: string) => `Renewal cancelled. You keep access until ${formatDate(expiredAt)}.`;

function dateLine(item: SubscriptionItem): string {
  if (!item.isActive) return `Expired ${formatDate(item.expiredAt)}`;
  return renews(item) ? `Renews ${formatDate(item.expiredAt)}` : `Access until ${formatDate(item.expiredAt)}`;
}

function CancelRenewal({ item, gateway, onCancelled }: { item: SubscriptionItem; gateway: SubscriptionGateway; onCancelled: () => void }) {
  async function cancel() {
    try {
      const { data } = await subscriptionService.cancel(gateway, item._id);
      notifySuccess(renewalCancelled(data.expiredAt));
      onCancelled();
    } catch (e) {
      notifyError(errorMessageOr(e, CANCEL_FAILED));
    }
  }
  return (
    <Popconfirm
      title="Stop renewing this subscription?"
      description={`You keep access until ${formatDate(item.expiredAt)}; nothing more is charged.`}
      okText="Stop renewal"
      cancelText="Keep it"
      okButtonProps={{ danger: true, 'data-testid': 'subscription-cancel-confirm' } as ButtonProps}
      onConfirm={cancel}
    >
      <Button size="small" danger data-testid={`subscription-cancel-${item._id}`}>
        Cancel renewal
      </Button>
    </Popconfirm>
  );
}

function SubscriptionCard({ item, gateway, onChanged }: { item: SubscriptionItem; gateway: SubscriptionGateway; onChanged: () => void }) {
  const { cssVar } = theme.useToken();
  const { performer } = item;
  const href = profilePath(performer);
  return (
    <PlainCard size="small" data-testid={`subscription-row-${item._id}`}>
      <Flex gap={12} align="center" wrap>
        <Link href={href} tabIndex={-1} aria-hidden>
          <Avatar src={performer.avatar || undefined} icon={<UserOutlined />} size={48} alt="" />
        </Link>
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Link href={href} className="fs-tap-block" style={{ color: cssVar.colorText }}>
            <Typography.Text strong ellipsis style={{ display: 'block' }}>
              {performer.name || performer.username || 'Performer'}
            </Typography.Text>
          </Link>
          <Flex gap={8} wrap align="center">
            <StateTag item={item} />
            <Typography.Text type="secondary">
              {typeLabels[item.subscriptionType]} · {priceLabel(item)}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="subscription-dates">
            {dateLine(item)}
          </Typography.Text>
        </div>
        {renews(item) ? <CancelRenewal item={item} gateway={item.gateway ?? gateway} onCancelled={onChanged} /> : null}
      </Flex>
    </PlainCard>
  );
}

export function MySubscriptions() {
  const list = useUrlList(subscriptionService.mine);
  const { table } = list;
  // Older answers may not name the gateway; the site's own one is then the way to cancel.
  const { paymentGateway } = useAppSelector(selectSettings);
  const filtered = Object.keys(table.state.filters).length > 0;

  return (
    <PageContainer maxWidth={760}>
      <PageHead title="My subscriptions" />
      <Flex vertical gap={16} data-testid="my-subscriptions">
        <Typography.Title level={2} style={{ margin: 0 }}>
          My subscriptions
        </Typography.Title>
        <SubscriptionFilters table={table} testId="my-subscriptions" />
        <ListStatus
          loading={list.loading}
          error={list.error}
          empty={!list.items.length}
          onRetry={() => void list.reload()}
          emptyText={filtered ? 'No subscriptions match these filters.' : 'You do not subscribe to anyone yet.'}
          emptyExtra={filtered ? null : <LinkButton href="/performers" type="primary">Find performers</LinkButton>}
        />
        {!list.loading && !list.error
          ? list.items.map((item) => <SubscriptionCard key={item._id} item={item} gateway={paymentGateway} onChanged={() => void list.reload()} />)
          : null}
        <Pagination
          style={{ justifyContent: 'center' }}
          current={table.state.current}
          pageSize={table.state.pageSize}
          total={list.total}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={(current) => table.change({ pagination: { current } })}
        />
      </Flex>
    </PageContainer>
  );
}
