// Adding a card with Stripe Elements: a SetupIntent for the fan's Customer, confirmed by Stripe.js with the
// card typed here (Stripe sees the number, we never do), then the resulting payment method saved to the list.
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import type { SavedCard } from '@/contracts/payments';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { paymentService } from '@/services/payment.api';
import { CardField } from './card-field';
import { useStripeCard } from './use-stripe-card';

export const CARD_SAVED = 'Card saved';
export const CARD_NOT_SAVED = 'Could not save the card, please try again';

export function AddCardForm({ publishableKey, onAdded, onCancel }: { publishableKey: string; onAdded: (card: SavedCard) => void; onCancel: () => void }) {
  const card = useStripeCard(publishableKey);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (!card.stripe || !card.card) return;
    setSaving(true);
    try {
      const { data: setup } = await paymentService.cardSetup();
      const result = await card.stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card: card.card } });
      const method = result.setupIntent?.payment_method;
      const paymentMethodId = typeof method === 'string' ? method : method?.id;
      if (result.error || !paymentMethodId) {
        notifyError(result.error?.message ?? CARD_NOT_SAVED);
      } else {
        const { data } = await paymentService.addCard({ paymentMethodId });
        notifySuccess(CARD_SAVED);
        onAdded(data);
      }
    } catch (e) {
      notifyError(errorMessageOr(e, CARD_NOT_SAVED));
    }
    setSaving(false);
  }

  if (card.loadError) return <Alert type="error" showIcon title={card.loadError} data-testid="cards-load-stripe-error" />;
  return (
    <Flex vertical gap={12} data-testid="cards-add-form">
      <CardField card={card} testId="cards-card-element" />
      <Flex gap={8} wrap>
        <Button type="primary" loading={saving} disabled={!card.card || saving} onClick={() => void save()} data-testid="cards-save">
          Save card
        </Button>
        <Button onClick={onCancel} disabled={saving} data-testid="cards-add-cancel">
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}
