// /creator/payout-request/[id]: one payout request. While it is pending the performer may change its amount
// or note, or cancel it (its money is then released); afterwards it is read-only.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Popconfirm, Skeleton } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { PayoutRequestItem } from '@/contracts/payouts';
import { ItemProblem } from '@/components/common/item-problem';
import { LinkButton } from '@/components/common/link-button';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { formatDate } from '@/lib/format-date';
import { useResource } from '@/hooks/use-resource';
import { formatPrice } from '@/lib/money';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { payoutService } from '@/services/payout.api';
import { PayoutEditForm } from './payout-edit-form';
import { isCancelledByPerformer, payoutMethodLabels } from './payout-rules';
import { PayoutStatusTag } from './payout-status-tag';

export const PAYOUT_CANCELLED = 'Payout request cancelled: the amount is available again.';
export const PAYOUT_CANCEL_FAILED = 'Could not cancel the payout request, please try again later';

/** 400/422: the address cannot name a request; 404: missing or someone else's. Either way, nothing to show. */
const MISSING = new Set([400, 403, 404, 422]);

function Details({ item }: { item: PayoutRequestItem }) {
  const adminNote = item.adminNote && !isCancelledByPerformer(item) ? item.adminNote : null;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'amount', label: 'Amount', children: <strong data-testid="payout-view-amount">{formatPrice(item.amount)}</strong> },
        ...(item.testFunded > 0
          ? [{ key: 'test', label: 'Test money', children: <span data-testid="payout-view-test">{formatPrice(item.testFunded)} of it was paid with the sandbox’s test cards</span> }]
          : []),
        { key: 'status', label: 'Status', children: <PayoutStatusTag item={item} /> },
        { key: 'method', label: 'Method', children: payoutMethodLabels[item.paymentAccountType] },
        { key: 'createdAt', label: 'Requested on', children: formatDate(item.createdAt) },
        { key: 'updatedAt', label: 'Last change', children: formatDate(item.updatedAt) },
        { key: 'note', label: 'Your note', children: <span data-testid="payout-view-note">{item.requestNote || '—'}</span> },
        ...(adminNote ? [{ key: 'adminNote', label: 'From the team', children: adminNote }] : []),
        ...(item.paidReference
          ? [{ key: 'paidReference', label: 'Transfer reference', children: <span data-testid="payout-view-reference">{item.paidReference}</span> }]
          : []),
      ]}
    />
  );
}

function CancelButton({ item, onCancelled }: { item: PayoutRequestItem; onCancelled: (item: PayoutRequestItem) => void }) {
  const [busy, setBusy] = useState(false);
  async function cancel() {
    setBusy(true);
    try {
      const { data } = await payoutService.cancel(item._id);
      notifySuccess(PAYOUT_CANCELLED);
      onCancelled(data);
    } catch (e) {
      notifyError(errorMessageOr(e, PAYOUT_CANCEL_FAILED));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Popconfirm
      title="Cancel this payout request?"
      description={`${formatPrice(item.amount)} goes back to your available earnings.`}
      onConfirm={cancel}
      okText="Cancel request"
      cancelText="Keep it"
      okButtonProps={{ danger: true, 'data-testid': 'payout-cancel-confirm' }}
    >
      <Button danger loading={busy} data-testid="payout-cancel">
        Cancel request
      </Button>
    </Popconfirm>
  );
}

export function PayoutDetailPage({ id }: { id: string }) {
  const payout = useResource(() => payoutService.view(id), id);
  const [editing, setEditing] = useState(false);

  const item = payout.value;
  if (payout.error) {
    const notFound = MISSING.has(payout.errorStatus ?? 0);
    return (
      <PageContainer maxWidth={720}>
        <ItemProblem
          load={notFound ? { state: 'not-found' } : { state: 'error', message: payout.error }}
          noun="payout request"
          notFoundTitle="Payout request not found"
          away={{ href: '/creator/payout-request', label: 'Your payout requests' }}
          testId="payout"
        />
      </PageContainer>
    );
  }
  if (!item) {
    return (
      <PageContainer maxWidth={720}>
        <Skeleton active />
      </PageContainer>
    );
  }

  const pending = item.status === 'pending';
  const show = (next: PayoutRequestItem) => {
    payout.set(next);
    setEditing(false);
  };

  return (
    <PageContainer maxWidth={720}>
      <PageHead title="Payout request" />
      <Flex vertical gap={16}>
        <div>
          <LinkButton type="link" icon={<ArrowLeftOutlined />} href="/creator/payout-request" style={{ paddingInline: 0 }} data-testid="payout-back">
            Payout requests
          </LinkButton>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Payout request
          </Typography.Title>
        </div>
        <PlainCard size="small">
          <Details item={item} />
        </PlainCard>
        {pending && editing ? (
          <PlainCard size="small" title="Change the request">
            <PayoutEditForm item={item} onSaved={show} onClose={() => setEditing(false)} />
          </PlainCard>
        ) : null}
        {pending && !editing ? (
          <Flex gap={8} wrap>
            <Button type="primary" onClick={() => setEditing(true)} data-testid="payout-edit">
              Edit amount or note
            </Button>
            <CancelButton item={item} onCancelled={show} />
          </Flex>
        ) : null}
        {!pending ? (
          <Typography.Text type="secondary" data-testid="payout-read-only">
            Only a request waiting for review can be changed or cancelled.
          </Typography.Text>
        ) : null}
      </Flex>
    </PageContainer>
  );
}
