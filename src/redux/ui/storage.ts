// The ui slice's mirror in localStorage: an update merges values and saves every key.
// Strings are stored as they are, so the pre-paint script in _document can read `theme` directly.
import type { UIState } from './types';

export type UIValues = Partial<UIState>;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Blocked storage (privacy mode) must not break the page.
  }
};

export function saveUIValues(values: UIValues): void {
  const store = storage();
  if (!store) return;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    try {
      store.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    } catch {
      // Full or blocked storage: the value still applies for this page view.
    }
  }
}

/** Reads back the visitor's own choices; site values (name, logo, menus) come fresh from settings instead. */
export function readUIPreferences(): UIValues {
  const store = storage();
  const out: UIValues = {};
  if (!store) return out;
  const theme = store.getItem('theme');
  if (theme === 'light' || theme === 'dark') out.theme = theme;
  const collapsed = store.getItem('collapsed');
  if (collapsed === 'true' || collapsed === 'false') out.collapsed = collapsed === 'true';
  return out;
}
