// Mounts Stripe's card element into a div of ours once Stripe.js has loaded (in an effect, never at import),
// styled with the theme's tokens so it reads well in light and dark themes.
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { loadStripeJs, STRIPE_UNAVAILABLE } from './load-stripe';

export interface StripeCard {
  mountRef: React.RefObject<HTMLDivElement | null>;
  stripe: Stripe | null;
  card: StripeCardElement | null;
  /** Stripe.js could not be loaded. */
  loadError: string | null;
  /** What Stripe says is wrong with the card typed so far. */
  cardError: string | null;
  complete: boolean;
}

export function useStripeCard(publishableKey: string | null): StripeCard {
  const { token } = theme.useToken();
  const mountRef = useRef<HTMLDivElement | null>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const { colorText, colorTextPlaceholder, colorError, fontFamily, fontSize } = token;

  useEffect(() => {
    if (!publishableKey) return;
    let live = true;
    let mounted: StripeCardElement | null = null;
    loadStripeJs(publishableKey)
      .then((loaded) => {
        if (!live || !mountRef.current) return;
        mounted = loaded.elements().create('card', {
          hidePostalCode: true,
          style: { base: { color: colorText, fontFamily, fontSize: `${fontSize}px`, '::placeholder': { color: colorTextPlaceholder } }, invalid: { color: colorError } },
        });
        mounted.on('change', (event) => {
          setCardError(event.error?.message ?? null);
          setComplete(event.complete);
        });
        mounted.mount(mountRef.current);
        setStripe(loaded);
        setCard(mounted);
        setLoadError(null);
      })
      .catch(() => live && setLoadError(STRIPE_UNAVAILABLE));
    return () => {
      live = false;
      mounted?.destroy();
      setCard(null);
    };
  }, [publishableKey, colorText, colorTextPlaceholder, colorError, fontFamily, fontSize]);

  return { mountRef, stripe, card, loadError, cardError, complete };
}
