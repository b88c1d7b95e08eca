/** @jest-environment node */
import { createReactionTargets } from '@/server/modules/reactions/reaction-targets';

describe('reaction targets', () => {
  it('finds a registered kind and nothing for an unknown one', async () => {
    const targets = createReactionTargets();
    const seen: string[] = [];
    targets.register('performer', {
      isVisible: async (id) => {
        seen.push(id);
        return id === 'visible';
      },
    });
    const performer = targets.get('performer');
    expect(await performer?.isVisible('visible', { userId: null, countryCode: null })).toBe(true);
    expect(await performer?.isVisible('hidden', { userId: null, countryCode: null })).toBe(false);
    expect(seen).toEqual(['visible', 'hidden']);
    expect(targets.get('video')).toBeNull();
  });

  it('refuses registering a kind twice', () => {
    const targets = createReactionTargets();
    targets.register('performer', { isVisible: async () => true });
    expect(() => targets.register('performer', { isVisible: async () => false })).toThrow('Reaction target "performer" is registered twice.');
  });
});
