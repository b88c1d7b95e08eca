// Where toasts appear: antd's message and notification holders, loaded and mounted on the first toast of a
// page (src/lib/notify.ts queues toasts until then), so the app shell carries none of their code. The holders
// bring antd's theme with them (notify-holder.tsx), so their toasts follow the theme.
import { useEffect, useState, type ComponentType } from 'react';
import { onNotifyDemand } from '@/lib/notify';

export function NotifyHost() {
  const [Holder, setHolder] = useState<ComponentType | null>(null);

  useEffect(() => {
    let live = true;
    let loading = false;
    const unregister = onNotifyDemand(() => {
      if (loading) return;
      loading = true;
      import('./notify-holder').then(
        (holder) => {
          if (live) setHolder(() => holder.default);
        },
        () => {
          // The chunk did not arrive (offline, a new deployment): the toasts keep waiting, the next one retries.
          loading = false;
        },
      );
    });
    return () => {
      live = false;
      unregister();
    };
  }, []);

  return Holder ? <Holder /> : null;
}
