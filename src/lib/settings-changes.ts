// A process-wide signal that site settings changed. The API (run by tsx) and the page renderer (bundled by
// Next) each load their own copy of this module, so the counter lives on globalThis where both see it: the
// API bumps it on every write, and the page renderer drops its short-lived copies of settings-derived
// answers at once instead of waiting for them to expire.
const VERSION = Symbol.for('fanstage.settingsVersion');

type Holder = typeof globalThis & { [VERSION]?: number };

export function settingsVersion(): number {
  return (globalThis as Holder)[VERSION] ?? 0;
}

export function markSettingsChanged(): void {
  (globalThis as Holder)[VERSION] = settingsVersion() + 1;
}
