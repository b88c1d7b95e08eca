// The private-show requests waiting for the performer (no saga: the page reads them and the socket adds them):
// added by the pages that list or answer them.
import { lazySlice } from '../inject';
import { privateRequestReducer } from '../private-request/reducer';

export const privateRequestSlices = [lazySlice('privateRequest', privateRequestReducer)] as const;
