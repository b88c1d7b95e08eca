import type { RootState } from '../root-reducer';
import { initialPrivateRequestState } from './reducer';

/** The requests heard of, or none on a page that did not add the slice (../page-slices/private-requests.ts). */
export const selectPrivateRequests = (state: RootState) => (state.privateRequest ?? initialPrivateRequestState).items;
