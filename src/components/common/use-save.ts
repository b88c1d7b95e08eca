// One save at a time from a form or a button: `saving` while it is on its way, and a failure shown as the
// server's sentence (or `fallback` when it gave none). What success says is the action's own business.
import { useState } from 'react';
import { errorMessageOr, getResponseError, notifyError } from '@/lib/notify';

export function useSave(fallback?: string) {
  const [saving, setSaving] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setSaving(true);
    try {
      await action();
    } catch (e) {
      notifyError(fallback === undefined ? getResponseError(e) : errorMessageOr(e, fallback));
    } finally {
      setSaving(false);
    }
  }

  return { saving, run };
}
