// Who may ask a performer for a private show, kept apart from the request button and its dialog
// (request-private-show.tsx) so a page can decide whether to load them at all.
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';

/** What the button needs of the performer (a public profile has it). */
export interface PrivateShowOffer {
  _id: string;
  name: string;
  username: string | null;
  privateShowPrice: number | null;
}

/** Whether this viewer may ask this performer: logged in, a fan, not the performer, and a price is set. */
export function useCanRequestPrivateShow(performer: Pick<PrivateShowOffer, '_id' | 'privateShowPrice'> | null): boolean {
  const loggedIn = useAppSelector(selectLoggedIn);
  const me = useAppSelector(selectCurrentUser);
  return !!performer && performer.privateShowPrice !== null && loggedIn && !!me._id && !me.isPerformer && me._id !== performer._id;
}
