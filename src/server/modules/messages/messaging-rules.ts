// Who may message whom (docs/business-rules.md "Messaging"), free of any database: the service gathers the facts.
// A fan may message a performer they subscribe to; a performer may message their followers and
// subscribers; a block either way stops both; nobody messages themselves.

export interface PairFacts {
  /** A block between the two, in either direction. */
  blocked: boolean;
  /** The fan side holds an active subscription to the performer side. */
  subscribed: boolean;
  /** The fan side follows the performer side. */
  following: boolean;
}

export type SenderSide = 'fan' | 'performer';

/** Null when the message may be sent, else the sentence that says why not. */
export function refusalToMessage(side: SenderSide, facts: PairFacts): string | null {
  if (facts.blocked) return 'You cannot message this person.';
  if (side === 'fan' && !facts.subscribed) return 'Subscribe to this performer to send them messages.';
  if (side === 'performer' && !facts.subscribed && !facts.following) return 'You can message only your followers and subscribers.';
  return null;
}

/** The message type its files make: a video among them makes a video message, a photo a photo one. */
export function messageTypeOf(fileTypes: readonly string[]): 'text' | 'photo' | 'video' {
  if (fileTypes.includes('message-video')) return 'video';
  if (fileTypes.includes('message-photo')) return 'photo';
  return 'text';
}

/** What the conversation list shows as the last message. */
export function summaryOf(text: string, type: 'text' | 'photo' | 'video', priced: boolean): string {
  if (text) return text.slice(0, 200);
  const what = type === 'video' ? 'a video' : 'a photo';
  return priced ? `Sent ${what} for sale` : `Sent ${what}`;
}
