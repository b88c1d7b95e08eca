// Which performer a subscription payment was for, kept in this browser tab while the fan pays at the
// checkout: the payment record names no performer, and the success page offers the way back to them.
export interface CheckoutPerformer {
  _id: string;
  name: string;
  username: string | null;
}

const KEY_PREFIX = 'fanstage.subscription-checkout.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); the success page then links to the list instead.
    return null;
  }
}

export function rememberSubscriptionCheckout(paymentId: string, performer: CheckoutPerformer): void {
  const { _id, name, username } = performer;
  try {
    storage()?.setItem(KEY_PREFIX + paymentId, JSON.stringify({ _id, name, username }));
  } catch {
    // A full or refused storage only costs the link back to the performer.
  }
}

function isCheckoutPerformer(v: unknown): v is CheckoutPerformer {
  if (typeof v !== 'object' || v === null) return false;
  const { _id, name, username } = v as Record<string, unknown>;
  return typeof _id === 'string' && typeof name === 'string' && (username === null || typeof username === 'string');
}

/** The performer remembered for `paymentId` in this tab, or null. */
export function subscriptionCheckoutOf(paymentId: string): CheckoutPerformer | null {
  if (!paymentId) return null;
  try {
    const raw = storage()?.getItem(KEY_PREFIX + paymentId);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isCheckoutPerformer(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
