// The header's count of unread messages, on every page for a logged-in visitor (the threads themselves are
// the messaging pages' own slices, see ../page-slices/messaging.ts).
import { createAction } from '@reduxjs/toolkit';

/** Saga: GET the total of unread messages for the header. */
export const loadUnreadTotal = createAction('unreadMessages/loadUnreadTotal');
/** The total as the server counted it (the saga's answer, or the socket's 'message/unread-total'). */
export const setUnreadTotal = createAction<number>('unreadMessages/setUnreadTotal');
