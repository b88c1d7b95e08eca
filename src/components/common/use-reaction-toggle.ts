// One like or bookmark toggle on a post or a content item (POST and DELETE /reactions): the state follows the
// server's answer (an answer that changes nothing leaves the count alone), anonymous visitors are sent to log
// in, a failure is a notice, and a press while the last one is under way does nothing (as antd's loading button
// ignores presses). The feed's reactions and the videos', galleries' and products' share it.
import { useState } from 'react';
import type { ReactionAction, ReactionObjectType } from '@/contracts/social';
import { useLoginGate } from '@/components/performers/use-follow';
import { getResponseError, notifyError } from '@/lib/notify';
import { reactionService } from '@/services/reaction.api';

export interface ReactionState {
  active: boolean;
  count: number;
}

export function useReactionToggle(objectType: ReactionObjectType, objectId: string, action: ReactionAction, initial: ReactionState) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const gate = useLoginGate();

  async function send() {
    setBusy(true);
    try {
      const body = { objectType, objectId, action };
      const { data } = state.active ? await reactionService.unreact(body) : await reactionService.react(body);
      setState((s) => (data.active === s.active ? s : { active: data.active, count: Math.max(0, s.count + (data.active ? 1 : -1)) }));
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setBusy(false);
    }
  }
  return { ...state, busy, toggle: () => busy || gate(() => void send()) };
}
