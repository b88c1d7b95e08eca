// /user/cards: the fan's saved cards (GET /payment-cards): brand, last four digits, expiry and which is the
// default, never a number. Cards are added through Stripe Elements and deleted after a confirmation. With the
// sandbox gateway nothing is kept, and the page says why.
import { CreditCardOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Popconfirm, Skeleton, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { SavedCard } from '@/contracts/payments';
import { TitledPage } from '@/components/common/page-container';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { paymentService } from '@/services/payment.api';
import { useResource } from '@/hooks/use-resource';
import { AddCardForm } from './add-card-form';

export const SANDBOX_CARDS_NOTICE = 'Cards are kept only when payments go through Stripe. This site takes test-mode payments, which keep no cards.';
export const CARD_DELETED = 'Card deleted';
const LOAD_FAILED = 'Your cards could not be loaded';

/** The Popconfirm's OK button, with the test id the journeys click. */
const confirmDeleteProps = { danger: true, 'data-testid': 'card-delete-confirm' };

const expiry = (card: SavedCard) => `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

function CardRow({ card, onDelete }: { card: SavedCard; onDelete: (card: SavedCard) => Promise<void> }) {
  const { token, cssVar } = theme.useToken();
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${cssVar.colorSplit}` }} data-testid={`card-${card._id}`}>
      <Flex gap={12} align="center">
        <CreditCardOutlined style={{ fontSize: 24 }} />
        <Flex vertical>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong data-testid="card-label">
              {brandName(card.brand)} •••• {card.last4}
            </Typography.Text>
            {card.isDefault ? <Tag color="blue">Default</Tag> : null}
          </Flex>
          <Typography.Text type="secondary">Expires {expiry(card)}</Typography.Text>
        </Flex>
      </Flex>
      <Popconfirm
        title="Delete this card?"
        description={`${brandName(card.brand)} ending ${card.last4} will no longer be charged.`}
        okText="Delete"
        okButtonProps={confirmDeleteProps}
        onConfirm={() => onDelete(card)}
      >
        <Button danger size="small" data-testid={`card-delete-${card._id}`}>
          Delete
        </Button>
      </Popconfirm>
    </Flex>
  );
}

export function SavedCardsPage() {
  const publishableKey = useAppSelector(selectSettings).stripePublishableKey || null;
  const saved = useResource(paymentService.cards, 'cards', { errorText: LOAD_FAILED });
  const { error: loadError, reload: load } = saved;
  const cards = saved.value?.data ?? null;
  const [adding, setAdding] = useState(false);

  async function remove(card: SavedCard) {
    try {
      await paymentService.removeCard(card._id);
      notifySuccess(CARD_DELETED);
      await load();
    } catch (e) {
      notifyError(errorMessageOr(e, 'Could not delete the card, please try again'));
    }
  }

  let body;
  if (loadError) body = <ResultOnDemand status="error" title={LOAD_FAILED} subTitle={loadError} extra={<Button onClick={() => void load()}>Try again</Button>} data-testid="cards-load-error" />;
  else if (!cards) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (cards.length === 0) body = <Empty description="No saved cards" data-testid="cards-empty" />;
  else
    body = (
      <Flex vertical data-testid="cards-list">
        {cards.map((card) => (
          <CardRow key={card._id} card={card} onDelete={remove} />
        ))}
      </Flex>
    );

  return (
    <TitledPage title="Saved cards" maxWidth={720}>
      {!publishableKey ? <Alert type="info" showIcon title={SANDBOX_CARDS_NOTICE} data-testid="cards-sandbox-notice" /> : null}
      <PlainCard size="small">{body}</PlainCard>
      {publishableKey ? (
        <PlainCard size="small" title="Add a card">
          {adding ? (
            <AddCardForm
              publishableKey={publishableKey}
              onCancel={() => setAdding(false)}
              onAdded={() => {
                setAdding(false);
                void load();
              }}
            />
          ) : (
            <Button type="primary" icon={<CreditCardOutlined />} onClick={() => setAdding(true)} data-testid="cards-add">
              Add a card
            </Button>
          )}
        </PlainCard>
      ) : null}
    </TitledPage>
  );
}
