// Whether a click on a link is the plain kind a page may take over for an in-app navigation: the main button,
// no modifier key. A middle click, ctrl/cmd (new tab), shift (new window) or alt (download) stays the browser's.
import type { MouseEvent } from 'react';

export const isPlainClick = (e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
