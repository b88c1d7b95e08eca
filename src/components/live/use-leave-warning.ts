// While someone is on air, closing or leaving the tab does not end what they are doing at once (it ends when
// their heartbeat stops), so the browser asks them first.
import { useEffect } from 'react';

export function useLeaveWarning(active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
