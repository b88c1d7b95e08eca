// The one way a page pays for something from the wallet: a confirmation naming the price and the balance
// (with a way to top up when the balance is short), one charge per confirmation whose Idempotency-Key survives
// a retry after a failed call, and "already paid" (a 409: another tab, or an answer that got lost) taken as
// paid. The balance follows the server's push to every open page; nothing here adds the charge to it. The
// confirmation itself (wallet-purchase-dialog.tsx) is loaded when the buy button is first pressed.
import { useRef, useState } from 'react';
import { errorMessageOr } from '@/lib/notify';
import { isWalletTooLow, newActionKey } from './wallet-money';

const isAlreadyPaid = (e: unknown) => typeof e === 'object' && e !== null && (e as { statusCode?: unknown }).statusCode === 409;

export interface WalletPurchaseOptions {
  /** Sends the charge with this Idempotency-Key. */
  pay: (idempotencyKey: string) => Promise<unknown>;
  /** After the charge went through (or had already). */
  onPaid: () => void;
  /** The sentence shown when the charge failed for a reason the server did not put into words. */
  failed: string;
}

export function useWalletPurchase({ pay, onPaid, failed }: WalletPurchaseOptions) {
  const [open, setOpen] = useState(false);
  const [buying, setBuying] = useState(false);
  const [tooLow, setTooLow] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef('');

  function start() {
    key.current = newActionKey();
    setTooLow(false);
    setProblem(null);
    setOpen(true);
  }

  function paid() {
    setOpen(false);
    onPaid();
  }

  async function buy() {
    setBuying(true);
    setProblem(null);
    try {
      await pay(key.current);
      paid();
    } catch (e) {
      if (isAlreadyPaid(e)) paid();
      else if (isWalletTooLow(e)) setTooLow(true);
      else setProblem(errorMessageOr(e, failed));
    } finally {
      setBuying(false);
    }
  }

  return { open, start, cancel: () => setOpen(false), buy, buying, tooLow, problem };
}
export type WalletPurchase = ReturnType<typeof useWalletPurchase>;
