// The entitlement decision on its own: every audience against every kind of access.
import { decideAccess, type ContentItem, type EntitlementFacts } from '@/server/modules/entitlement/entitlement-rules';

const OWNER = 'owner-id';
const item = (access: ContentItem['access']): ContentItem => ({ id: 'item-id', kind: 'feed', performerId: OWNER, access });
const facts = (over: Partial<EntitlementFacts> = {}): EntitlementFacts => ({ performerVisible: true, performerVisibleToBuyer: true, subscribed: false, bought: false, ...over });
const fan = { userId: 'fan-id' };
const anonymous = { userId: null };

describe('decideAccess', () => {
  it('lets the owner and admins see everything, even where the performer is hidden to others', () => {
    for (const access of ['free', 'subscribers', 'sale'] as const) {
      const hidden = facts({ performerVisible: false, performerVisibleToBuyer: false });
      expect(decideAccess({ userId: OWNER }, item(access), hidden)).toMatchObject({ visible: true, canSeeMedia: true });
      expect(decideAccess({ userId: 'admin-id', isAdmin: true }, item(access), hidden)).toMatchObject({ visible: true, canSeeMedia: true });
    }
  });

  it('shows free media to everyone who may see the performer', () => {
    expect(decideAccess(anonymous, item('free'), facts())).toEqual({ visible: true, canSeeMedia: true, isSubscribed: false, isBought: false });
    expect(decideAccess(fan, item('free'), facts())).toMatchObject({ canSeeMedia: true });
  });

  it('locks subscribers-only media for everyone but active subscribers', () => {
    expect(decideAccess(anonymous, item('subscribers'), facts())).toMatchObject({ visible: true, canSeeMedia: false });
    expect(decideAccess(fan, item('subscribers'), facts())).toMatchObject({ visible: true, canSeeMedia: false });
    expect(decideAccess(fan, item('subscribers'), facts({ subscribed: true }))).toEqual({ visible: true, canSeeMedia: true, isSubscribed: true, isBought: false });
  });

  it('locks media for sale for everyone but buyers, subscribers included', () => {
    expect(decideAccess(fan, item('sale'), facts({ subscribed: true }))).toMatchObject({ visible: true, canSeeMedia: false });
    expect(decideAccess(fan, item('sale'), facts({ bought: true }))).toEqual({ visible: true, canSeeMedia: true, isSubscribed: false, isBought: true });
  });

  it('hides everything of a performer the viewer may not see', () => {
    const blocked = facts({ performerVisible: false, performerVisibleToBuyer: false, subscribed: true });
    for (const access of ['free', 'subscribers', 'sale'] as const) {
      expect(decideAccess(fan, item(access), blocked)).toMatchObject({ visible: false, canSeeMedia: false });
    }
  });

  it('keeps a purchase valid after the performer blocked the buyer, but not where the performer is hidden to all', () => {
    const blockedBuyer = facts({ performerVisible: false, performerVisibleToBuyer: true, bought: true });
    expect(decideAccess(fan, item('sale'), blockedBuyer)).toMatchObject({ visible: true, canSeeMedia: true });
    // The item left sale after the purchase: what was paid for stays unlocked.
    expect(decideAccess(fan, item('subscribers'), facts({ bought: true }))).toMatchObject({ canSeeMedia: true });
    const goneForAll = facts({ performerVisible: false, performerVisibleToBuyer: false, bought: true });
    expect(decideAccess(fan, item('sale'), goneForAll)).toMatchObject({ visible: false, canSeeMedia: false });
  });
});
