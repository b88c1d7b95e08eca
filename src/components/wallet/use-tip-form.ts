// What a tip form does, whatever it looks like: the amount checked against the site's tip limits, the balance,
// the send with its Idempotency-Key, and the answer (a too-low wallet apart from other failures). The profile's
// tip dialog and the live session's tip box draw it each in their own way.
import { useRef, useState } from 'react';
import type { TipBody } from '@/contracts/wallet';
import { formatPrice } from '@/lib/money';
import { errorMessageOr, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { selectBalance } from '@/redux/user/selectors';
import { walletService } from '@/services/wallet.api';
import { TIP_FAILED, type TipTarget } from './tip-words';
import { amountProblem, isWalletTooLow, newActionKey } from './wallet-money';

export interface TipFormOptions {
  performer: TipTarget;
  /** How the performer is named when they have neither a name nor a username. */
  unnamed: string;
  /**
   * `once`: the form sends one tip and is mounted afresh for the next, so one Idempotency-Key serves it all
   * its life. `repeated`: the form stays for tip after tip; a new amount is a new tip with a new key, the same
   * amount after a failure is the same tip tried again, and a sent tip clears the amount.
   */
  mode: 'once' | 'repeated';
  /** The live session (or the chat) the tip is sent in; a live session's chat shows it. */
  sentIn?: Pick<TipBody, 'streamId' | 'conversationId'>;
  /** Runs once the tip is sent, after the success notice. */
  onSent?: () => void;
}

export function useTipForm({ performer, unnamed, mode, sentIn, onSent }: TipFormOptions) {
  const { minimumTipPrice: min, maximumTipPrice: max } = useAppSelector(selectSettings);
  const balance = useAppSelector(selectBalance);
  const [amount, setAmount] = useState<number | null>(null);
  // The optional note to the performer (capped at TIP_MESSAGE_MAX, as the server caps it).
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [tooLow, setTooLow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [formKey] = useState(newActionKey);
  const amountKey = useRef({ amount: null as number | null, value: '' });
  const name = performer.name || performer.username || unnamed;
  const problem = amountProblem(amount, min, max, 'The tip');

  /** A typed or chosen amount; the problem with it shows from now on. */
  function edit(value: number | null) {
    setAmount(value);
    setTouched(true);
  }

  /** Hides the answer to the last send (a too-low wallet or a failure). */
  function clearAnswer() {
    setTooLow(false);
    setFailure(null);
  }

  function keyFor(value: number): string {
    if (mode === 'once') return formKey;
    if (amountKey.current.amount !== value || !amountKey.current.value) amountKey.current = { amount: value, value: newActionKey() };
    return amountKey.current.value;
  }

  async function send() {
    setTouched(true);
    if (problem || amount === null || sending) return;
    const key = keyFor(amount);
    setSending(true);
    clearAnswer();
    try {
      const note = message.trim();
      await walletService.tip(performer._id, amount, key, { ...sentIn, ...(note ? { message: note } : {}) });
      notifySuccess(`You tipped ${name} ${formatPrice(amount)}`);
      if (mode === 'repeated') {
        amountKey.current = { amount: null, value: '' };
        setAmount(null);
        setMessage('');
        setTouched(false);
      }
      onSent?.();
    } catch (e) {
      if (isWalletTooLow(e)) setTooLow(true);
      else setFailure(errorMessageOr(e, TIP_FAILED));
    } finally {
      setSending(false);
    }
  }

  return {
    min,
    max,
    balance,
    amount,
    message,
    setMessage,
    name,
    /** Why the amount cannot be sent, once the person has touched it or tried to send. */
    shownProblem: touched ? problem : null,
    /** An amount that can be sent. */
    ready: amount !== null && !problem,
    sending,
    tooLow,
    failure,
    edit,
    clearAnswer,
    send,
  };
}
