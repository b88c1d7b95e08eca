// False while React hydrates the server's HTML (and on the server), true afterwards and for anything mounted
// later. For values only the browser knows, such as the theme saved in localStorage: the page's regions
// hydrate one by one after the shell (src/layouts/hydrate-later.tsx), so a region may hydrate after the saved
// theme reached the store. Rendering the browser's value then would differ from the server's HTML (text
// mismatches throw away the region's HTML; attributes such as aria-pressed or a logo's src would stay as the
// server wrote them, because hydration does not patch attributes). With this flag a component first renders
// what the server rendered, and React re-renders it with the browser's value right after hydrating it.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
