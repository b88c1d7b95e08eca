// The chat of a live session, with its saga: added by the pages that show one (watching a session, going live).
import { lazySlice } from '../inject';
import { streamMessageReducer } from '../stream-message/reducer';
import { streamMessageSagas } from '../stream-message/sagas';

export const liveChatSlices = [lazySlice('streamMessage', streamMessageReducer, streamMessageSagas)] as const;
