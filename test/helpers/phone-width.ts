// Makes the window answer media queries as a phone's does (below 768 px wide), for components that lay
// themselves out by the width (common/use-phone-width.ts). antd's own breakpoints, asked with min-width
// queries, all answer no, as on a phone. Call `restore` after the test.
import { PHONE_MEDIA_QUERY } from '@/components/common/use-phone-width';

export function fakePhoneWidth() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_MEDIA_QUERY || /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return {
    restore: () => {
      window.matchMedia = original;
    },
  };
}
