// /creator/payout-request/create: asks for a payout of part or all of the available earnings, to the method
// in the performer's settings. The limits come from POST /payout-requests/calculate and are checked here
// first; the server checks them again when it reserves the money. Test money in the earnings is named; while
// real payments are on it cannot be asked for.
import { Alert, Button, Descriptions, Flex, Form, Skeleton } from 'antd';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import Link from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { PageContainer, TitledPage } from '@/components/common/page-container';
import { PlainCard } from '@/components/layout/plain-card';
import { useResource } from '@/hooks/use-resource';
import { formatPrice } from '@/lib/money';
import { newActionKey } from '@/components/wallet/wallet-money';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { payoutService } from '@/services/payout.api';
import { performerAccountService } from '@/services/performer-account.api';
import { PayoutFields, usePayoutDraft } from './payout-fields';
import { ONE_PENDING_REASON, payoutPath } from './payout-paths';
import { payoutAmountProblem, payoutDestination, requestable, testMoneyNotice } from './payout-rules';

export const PAYOUT_REQUESTED = 'Payout requested: the amount is held until it is paid.';
export const PAYOUT_REQUEST_FAILED = 'Could not send the payout request, please try again later';

export function PayoutCreatePage() {
  const router = useRouter();
  const calculation = useResource(() => payoutService.calculate(), 'calculate');
  const pending = useResource(() => payoutService.pendingReview(), 'pending-review');
  const performer = useResource(() => performerAccountService.me(), 'me');
  const payout = usePayoutDraft({ amount: null, note: '' });
  const { draft } = payout;
  const [sending, setSending] = useState(false);
  // One key per attempt: a double click replays the first request instead of asking twice.
  const [actionKey, setActionKey] = useState(newActionKey);

  const loadError = calculation.error ?? pending.error ?? performer.error;
  if (loadError) return <ResultOnDemand status="warning" title="We could not load your payout details" subTitle={loadError} data-testid="payout-create-error" />;
  if (!calculation.value || !pending.value || !performer.value) {
    return (
      <PageContainer maxWidth={640}>
        <Skeleton active />
      </PageContainer>
    );
  }

  const calc = calculation.value;
  const most = requestable(calc);
  const limits = { minimum: calc.minimumPayoutAmount, available: most };
  const destination = payoutDestination(performer.value);
  const waiting = pending.value.hasPending ? pending.value.request : undefined;
  const tooLittle = most < calc.minimumPayoutAmount;
  const testMoney = testMoneyNotice(calc);
  const blocked = !!waiting || tooLittle || !!destination.problem;

  async function submit() {
    const amount = payout.amountToSend(limits);
    if (blocked || amount === null) return;
    setSending(true);
    const note = draft.note.trim();
    try {
      const { data } = await payoutService.create(
        { amount, paymentAccountType: destination.method, ...(note ? { requestNote: note } : {}) },
        actionKey,
      );
      notifySuccess(PAYOUT_REQUESTED);
      void router.push(payoutPath(data._id));
    } catch (e) {
      notifyError(errorMessageOr(e, PAYOUT_REQUEST_FAILED));
      setActionKey(newActionKey());
      setSending(false);
    }
  }

  return (
    <TitledPage title="Request a payout" maxWidth={640}>
      <PlainCard size="small">
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'available', label: 'Available', children: <span data-testid="payout-available">{formatPrice(calc.available)}</span> },
            ...(calc.availableTestMoney > 0
              ? [{ key: 'test', label: 'Of which test money', children: <span data-testid="payout-available-test">{formatPrice(calc.availableTestMoney)}</span> }]
              : []),
            { key: 'minimum', label: 'Minimum payout', children: <span data-testid="payout-minimum">{formatPrice(calc.minimumPayoutAmount)}</span> },
            { key: 'reserved', label: 'Held for requests', children: formatPrice(calc.reserved) },
            {
              key: 'method',
              label: 'Paid by',
              children: (
                <span data-testid="payout-method">
                  {destination.description} (<Link href="/creator/banking">change</Link>)
                </span>
              ),
            },
          ]}
        />
      </PlainCard>
      {testMoney ? <Alert type={calc.testMoneyPayable ? 'info' : 'warning'} showIcon title={testMoney} data-testid="payout-test-money" /> : null}
      {waiting ? (
        <Alert type="info" showIcon title={ONE_PENDING_REASON} action={<LinkButton href={payoutPath(waiting._id)}>Open it</LinkButton>} data-testid="payout-create-pending" />
      ) : null}
      {tooLittle ? (
        <Alert type="info" showIcon title={`You can ask for a payout once you have ${formatPrice(calc.minimumPayoutAmount)} available.`} data-testid="payout-create-too-little" />
      ) : null}
      {destination.problem ? (
        <Alert type="warning" showIcon title={destination.problem} action={<LinkButton href="/creator/banking">Banking settings</LinkButton>} data-testid="payout-create-method-problem" />
      ) : null}
      <PlainCard size="small">
        <Form layout="vertical" onFinish={() => void submit()} disabled={blocked} data-testid="payout-create-form">
          <PayoutFields {...payout.fieldProps(limits, 'payout')} />
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={sending} data-testid="payout-submit">
              {draft.amount !== null && !payoutAmountProblem(draft.amount, limits) ? `Request ${formatPrice(draft.amount)}` : 'Request payout'}
            </Button>
            <Button
              type="link"
              hidden={blocked}
              onClick={() => payout.setAmount(most)}
              data-testid="payout-all"
            >
              Request all ({formatPrice(most)})
            </Button>
          </Flex>
        </Form>
      </PlainCard>
    </TitledPage>
  );
}
