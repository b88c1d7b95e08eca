// The amount and the note of a payout request, shared by the create form and the edit form. The amount is
// checked against the minimum and what is available as it is typed; nothing is sent while it is wrong.
import { Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { formatPrice } from '@/lib/money';
import { payoutAmountProblem, type AmountLimits } from './payout-rules';

export interface PayoutDraft {
  amount: number | null;
  note: string;
}

export interface PayoutFieldsProps {
  draft: PayoutDraft;
  onChange: (draft: PayoutDraft) => void;
  limits: AmountLimits;
  /** Show the amount's problem (after a change or a submit attempt). */
  showProblem: boolean;
  /** `payout` gives payout-amount and payout-note. */
  testIdPrefix: string;
}

export const NOTE_MAX = 1000;

export function PayoutFields({ draft, onChange, limits, showProblem, testIdPrefix }: PayoutFieldsProps) {
  const problem = showProblem ? payoutAmountProblem(draft.amount, limits) : null;
  return (
    <>
      <Form.Item
        label={`Amount (${formatPrice(limits.minimum)} to ${formatPrice(Math.max(limits.available, 0))})`}
        htmlFor={`${testIdPrefix}-amount`}
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <InputNumber<number>
          id={`${testIdPrefix}-amount`}
          value={draft.amount}
          onChange={(v) => onChange({ ...draft, amount: typeof v === 'number' ? v : null })}
          min={0}
          step={10}
          prefix="$"
          inputMode="decimal"
          style={{ width: '100%', maxWidth: 240 }}
          data-testid={`${testIdPrefix}-amount`}
        />
      </Form.Item>
      <Form.Item label="Note for the team (optional)" htmlFor={`${testIdPrefix}-note`}>
        <Input.TextArea
          id={`${testIdPrefix}-note`}
          value={draft.note}
          onChange={(e) => onChange({ ...draft, note: e.target.value })}
          maxLength={NOTE_MAX}
          showCount
          rows={3}
          data-testid={`${testIdPrefix}-note`}
        />
      </Form.Item>
    </>
  );
}

/** A payout form's draft: its amount's problem shows once the amount changed or a send was tried. */
export function usePayoutDraft(initial: PayoutDraft) {
  const [draft, setDraft] = useState<PayoutDraft>(initial);
  const [showProblem, setShowProblem] = useState(false);

  /** Called on sending: the amount to send, or null while it is missing or wrong (its problem now shows). */
  function amountToSend(limits: AmountLimits): number | null {
    setShowProblem(true);
    return payoutAmountProblem(draft.amount, limits) ? null : draft.amount;
  }

  /** Sets the amount (as "Request all" does) and checks it. */
  function setAmount(amount: number) {
    setDraft({ ...draft, amount });
    setShowProblem(true);
  }

  const fieldProps = (limits: AmountLimits, testIdPrefix: string): PayoutFieldsProps => ({
    draft,
    onChange: (next) => {
      setDraft(next);
      if (next.amount !== draft.amount) setShowProblem(true);
    },
    limits,
    showProblem,
    testIdPrefix,
  });

  return { draft, amountToSend, setAmount, fieldProps };
}
