// Requests for a private show waiting for this performer. The socket adds them as they come; one leaves the
// list once it has been accessed (accepted, declined or taken back), by its conversation.
import { createAction } from '@reduxjs/toolkit';

/** A request as the server announces it: always its private conversation, plus whatever else it sends. */
export interface PrivateStreamRequest {
  conversationId: string;
  [field: string]: unknown;
}

/** Added once: a request for a conversation already listed is ignored. */
export const addPrivateRequest = createAction<PrivateStreamRequest>('privateRequest/addPrivateRequest');
/** The request of this conversation was accessed: it leaves the list. */
export const removePrivateRequest = createAction<string>('privateRequest/removePrivateRequest');
