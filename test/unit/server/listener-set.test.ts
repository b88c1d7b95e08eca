import { createListenerSet } from '@/server/listener-set';
import { createSessionEvents } from '@/server/modules/auth/session-events';

describe('after-commit listener sets', () => {
  it('tells every listener, logs one that throws with its details, and stops telling one that unsubscribed', () => {
    const warnings: Array<[unknown, string | undefined]> = [];
    const set = createListenerSet<[userId: string, amount: number]>({ warn: (obj, msg) => warnings.push([obj, msg]) }, (userId) => [{ userId }, 'It stands.']);
    const heard: string[] = [];
    set.subscribe(() => {
      throw new Error('broken listener');
    });
    const stop = set.subscribe((userId, amount) => heard.push(`${userId}:${amount}`));

    set.notify('u1', 5);
    expect(heard).toEqual(['u1:5']);
    expect(warnings).toEqual([[{ err: expect.objectContaining({ message: 'broken listener' }), userId: 'u1' }, 'It stands.']]);

    stop();
    set.notify('u2', 7);
    expect(heard).toEqual(['u1:5']);
  });

  it('announces no ended sessions when none ended', () => {
    const events = createSessionEvents();
    const heard: Array<readonly string[]> = [];
    events.subscribe((ids) => heard.push(ids));
    events.notify([]);
    events.notify(['s1', 's2']);
    expect(heard).toEqual([['s1', 's2']]);
  });
});
