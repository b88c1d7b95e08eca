// A component fetched the first time it is needed (a dialog and its form, loaded when its button is first
// pressed), so the page's first load does not carry it. `load()` fetches it once and resolves true when it is
// ready (false when the fetch failed, with a notice); `loading` is true meanwhile, for the button's spinner.
import { useState, type ComponentType } from 'react';
import { notifyError } from '@/lib/notify';

export const LOAD_FAILED = 'Could not load this, please check your connection and try again';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function useOnDemand<C extends ComponentType<any>>(fetch: () => Promise<C>) {
  const [Component, setComponent] = useState<C | null>(null);
  const [loading, setLoading] = useState(false);

  async function load(): Promise<boolean> {
    if (Component) return true;
    setLoading(true);
    try {
      const loaded = await fetch();
      setComponent(() => loaded);
      return true;
    } catch {
      notifyError(LOAD_FAILED);
      return false;
    } finally {
      setLoading(false);
    }
  }

  return { Component, loading, load };
}
