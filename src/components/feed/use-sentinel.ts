// Calls `onVisible` when the element under the list comes near the viewport (IntersectionObserver). The
// observer is made afresh whenever `active` turns on again (a page arrived), and a new observer reports the
// current state at once: a list still too short to scroll keeps loading until it fills the screen.
import { useEffect, useState } from 'react';

/** Start loading a little before the end of the list shows. */
const LOOK_AHEAD = '400px';

export const canObserve = (): boolean => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';

export function useSentinel(onVisible: () => void, active: boolean) {
  const [node, setNode] = useState<Element | null>(null);

  useEffect(() => {
    if (!node || !active || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onVisible();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, active, onVisible]);

  return setNode;
}
