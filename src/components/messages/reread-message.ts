// Reading one message again (after a pay-per-view unlock). The API lists a conversation's messages newest
// first with no route for a single one, so a short window around the message's place is read instead.
import type { Message } from '@/contracts/messages';
import { messageService } from '@/services/message.api';

/** Messages either side of the expected place: others may have arrived since the thread was loaded. */
const SLACK = 10;

/** `fromNewest` is how many messages this page holds that are newer than the one wanted. */
export async function rereadMessage(message: Message, fromNewest: number): Promise<Message | null> {
  const offset = Math.max(0, fromNewest - SLACK);
  const page = await messageService.list(message.conversationId, { offset, limit: SLACK * 3 });
  return page.data.data.find((m) => m._id === message._id) ?? null;
}
