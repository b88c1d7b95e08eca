// A product's picture is resized in a background job after the upload; until then the product shows the
// placeholder. The store keeps asking for each product whose new picture is not ready, and stops once it
// is (or after a few minutes: a picture that failed never turns up, and the row then keeps the placeholder).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '@/contracts/products';
import { STATUS_POLL_MS } from '@/components/creator/use-processing-status';
import { productService } from '@/services/product.api';
import { hasPicture } from './product-rules';

/** About three minutes of polls. */
export const MAX_PICTURE_POLLS = 90;

export function usePicturesPreparing(onReady: (product: Product) => void) {
  const [preparing, setPreparing] = useState<string[]>([]);
  const polls = useRef(new Map<string, number>());
  const ready = useRef(onReady);
  ready.current = onReady;

  const track = useCallback((product: Product) => {
    if (hasPicture(product)) return;
    polls.current.set(product._id, 0);
    setPreparing((ids) => (ids.includes(product._id) ? ids : [...ids, product._id]));
  }, []);

  const stop = useCallback((id: string) => {
    polls.current.delete(id);
    setPreparing((ids) => ids.filter((x) => x !== id));
  }, []);

  const waiting = preparing.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      for (const [id, count] of polls.current) {
        if (count >= MAX_PICTURE_POLLS) {
          stop(id);
          continue;
        }
        polls.current.set(id, count + 1);
        productService
          .getOwn(id)
          .then(({ data }) => {
            if (!polls.current.has(id) || !hasPicture(data)) return;
            stop(id);
            ready.current(data);
          })
          // A deleted product is not waited for; a failed poll is tried again on the next tick.
          .catch((e: unknown) => {
            if ((e as { statusCode?: number } | null)?.statusCode === 404) stop(id);
          });
      }
    }, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, stop]);

  return { preparing, track, stop };
}
