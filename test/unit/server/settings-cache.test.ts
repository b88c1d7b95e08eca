// The settings cache: a lapsed cache is read once however many callers want it at that moment, and a change
// made on this node is seen by the next read even while an older read is still on its way.
import { createSettingsService } from '@/server/modules/settings/settings.service';
import type { SettingsRepo } from '@/server/modules/settings/settings.repo';

/** Stored rows in memory; `all()` answers only when the test lets it (`answer`), and counts its calls. */
function heldRepo(rows: Map<string, unknown>) {
  const waiting: (() => void)[] = [];
  let reads = 0;
  const repo: SettingsRepo = {
    async all() {
      reads++;
      const snapshot = [...rows].map(([key, value]) => ({ key, value }));
      await new Promise<void>((resolve) => waiting.push(resolve));
      return snapshot;
    },
    async byKeys() {
      return [];
    },
    async upsert(changed) {
      for (const row of changed) rows.set(row.key, row.value);
    },
    async insertMissing() {},
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const answer = async () => {
    while (waiting.length) waiting.shift()!();
    await settle();
  };
  /** Answers every read but the first one still waiting, which stays held. */
  const answerAllButFirst = async () => {
    while (waiting.length > 1) waiting.splice(1, 1)[0]();
    await settle();
  };
  return { repo, answer, answerAllButFirst, reads: () => reads };
}

describe('settings cache', () => {
  it('reads a lapsed cache once for every caller waiting on it', async () => {
    const rows = new Map<string, unknown>([['siteName', 'First']]);
    const held = heldRepo(rows);
    let clock = 0;
    const settings = createSettingsService({ settingsRepo: held.repo, now: () => clock });
    const callers = Array.from({ length: 50 }, () => settings.get('siteName'));
    await held.answer();
    expect(await Promise.all(callers)).toEqual(Array(50).fill('First'));
    expect(held.reads()).toBe(1);

    // Within the cache's life nothing is read; once it lapsed, one read again for all.
    expect(await settings.get('siteName')).toBe('First');
    expect(held.reads()).toBe(1);
    clock += 60_000;
    const later = Array.from({ length: 20 }, () => settings.get('siteName'));
    await held.answer();
    await Promise.all(later);
    expect(held.reads()).toBe(2);
  });

  it('does not keep what a read begun before a change found', async () => {
    const rows = new Map<string, unknown>([['siteName', 'Before']]);
    const held = heldRepo(rows);
    const settings = createSettingsService({ settingsRepo: held.repo, now: () => 0 });
    // A read is on its way (held) when the change is made; the change reads and writes meanwhile.
    const early = settings.get('siteName');
    const update = settings.update({ siteName: 'After' });
    let updated = false;
    void update.then(() => (updated = true));
    for (let i = 0; i < 10 && !updated; i++) await held.answerAllButFirst();
    expect((await update).settings.siteName).toBe('After');
    // The early read now comes back with the old value: its caller gets it, the cache does not keep it.
    await held.answer();
    expect(await early).toBe('Before');
    const readsSoFar = held.reads();
    expect(await settings.get('siteName')).toBe('After');
    expect(held.reads()).toBe(readsSoFar);
  });

  it('reads again after a failed read', async () => {
    let fail = true;
    const repo: SettingsRepo = {
      all: async () => {
        if (fail) throw new Error('database away');
        return [{ key: 'siteName', value: 'Back' }];
      },
      byKeys: async () => [],
      upsert: async () => {},
      insertMissing: async () => {},
    };
    const settings = createSettingsService({ settingsRepo: repo, now: () => 0 });
    await expect(settings.get('siteName')).rejects.toThrow('database away');
    fail = false;
    expect(await settings.get('siteName')).toBe('Back');
  });
});
