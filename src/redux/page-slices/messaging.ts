// The conversations and their messages, with their sagas: added by the messages page (pages/messages.tsx).
import { conversationReducer } from '../conversation/reducer';
import { conversationSagas } from '../conversation/sagas';
import { lazySlice } from '../inject';
import { messageReducer } from '../message/reducer';
import { messageSagas } from '../message/sagas';

export const messagingSlices = [lazySlice('conversation', conversationReducer, conversationSagas), lazySlice('message', messageReducer, messageSagas)] as const;
