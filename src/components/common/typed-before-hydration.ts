// Text typed into a server-rendered box before the page's script ran.
import { useEffect, type RefObject } from 'react';

/**
 * Someone quick on a slow phone may type into a box before the page's script runs. Hydration leaves that text in
 * the box without telling the page, which then acts as if the box were empty: a log-in form answers "Enter your
 * password" beside a filled box, a search goes out without its words. Right after hydration this hands the box's
 * own text to `adopt`, once, when the box holds text the page's value does not. A box the page does not control
 * (no string `value`) is left alone: its text is already where the page reads it.
 */
export function useTypedBeforeHydration(
  box: RefObject<HTMLInputElement | null>,
  value: unknown,
  adopt: ((typed: string, box: HTMLInputElement) => void) | undefined,
) {
  useEffect(() => {
    const el = box.current;
    if (!el || !adopt || typeof value !== 'string') return;
    if (el.value && el.value !== value) adopt(el.value, el);
    // Only the text found at hydration counts; later typing reaches the page through the box's own events.
  }, []);
}
