// Who may message whom (docs/business-rules.md "Messaging") and what a message's files make of it.
import { messageTypeOf, refusalToMessage, summaryOf, type PairFacts } from '@/server/modules/messages/messaging-rules';

const facts = (overrides: Partial<PairFacts> = {}): PairFacts => ({ blocked: false, subscribed: false, following: false, ...overrides });

describe('refusalToMessage', () => {
  it('lets a fan write only to a performer they subscribe to', () => {
    expect(refusalToMessage('fan', facts({ subscribed: true }))).toBeNull();
    expect(refusalToMessage('fan', facts({ following: true }))).toBe('Subscribe to this performer to send them messages.');
    expect(refusalToMessage('fan', facts())).toBe('Subscribe to this performer to send them messages.');
  });

  it('lets a performer write to followers and subscribers', () => {
    expect(refusalToMessage('performer', facts({ following: true }))).toBeNull();
    expect(refusalToMessage('performer', facts({ subscribed: true }))).toBeNull();
    expect(refusalToMessage('performer', facts())).toBe('You can message only your followers and subscribers.');
  });

  it('stops both sides when either blocked the other', () => {
    for (const side of ['fan', 'performer'] as const) {
      expect(refusalToMessage(side, facts({ blocked: true, subscribed: true, following: true }))).toBe('You cannot message this person.');
    }
  });
});

describe('messageTypeOf and summaryOf', () => {
  it('makes a video message of any video, a photo message of photos, else text', () => {
    expect(messageTypeOf(['message-photo', 'message-video'])).toBe('video');
    expect(messageTypeOf(['message-photo'])).toBe('photo');
    expect(messageTypeOf([])).toBe('text');
  });

  it('summarises media without text, and says when it is for sale', () => {
    expect(summaryOf('Hello', 'photo', true)).toBe('Hello');
    expect(summaryOf('', 'photo', false)).toBe('Sent a photo');
    expect(summaryOf('', 'video', true)).toBe('Sent a video for sale');
    expect(summaryOf('x'.repeat(300), 'text', false)).toHaveLength(200);
  });
});
