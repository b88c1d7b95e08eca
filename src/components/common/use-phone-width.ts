// Whether the screen is phone-sized (below 768 px, antd's md breakpoint and the one styles/globals.css uses).
// The server cannot know the width, so it renders the phone layout (it fits every screen) and a wider browser
// switches once it has hydrated. jsdom answers no media query, so tests see the desktop unless they fake one.
import { useSyncExternalStore } from 'react';

export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_MEDIA_QUERY);
  // Older Safari has only the deprecated listener pair.
  if (typeof query.addEventListener === 'function') {
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  query.addListener(onChange);
  return () => query.removeListener(onChange);
}

export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_MEDIA_QUERY).matches,
    () => true,
  );
}
