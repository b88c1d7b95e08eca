// A region of the server-rendered page that React hydrates after the rest. Next's pages router hydrates the
// whole page in one task that blocks the main thread; React leaves the inside of a server-rendered <Suspense>
// boundary for later and hydrates it at a priority that yields to the browser every few milliseconds, so each
// big region behind one of these (the page body, the header, the footer, a sidebar) no longer adds to that
// first blocking task. Nothing inside may suspend on the first render in the browser: the fallback is never
// meant to show (a region that suspended would be emptied until it resumed).
import { Suspense, type ReactNode } from 'react';

export function HydrateLater({ children }: { children?: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
