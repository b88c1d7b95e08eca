// "Subscribe to unlock" on a locked post, video or gallery: opens the plans dialog for the item's author (a
// visitor is sent to log in first). In a module of its own, apart from lock-veil.tsx's components, whose antd
// code the timeline would otherwise load.
import type { PublicUser } from '@/contracts/users';
import { useLoginGate } from '@/components/performers/use-follow';
import { useAppDispatch } from '@/redux/hooks';
import { setSubscription } from '@/redux/subscription/actions';

/** The author card an item carries; the subscription slice wants a whole performer. */
type AuthorCard = Omit<PublicUser, 'cover' | 'isPerformer' | 'bio'>;

export function useSubscribeTo(author: AuthorCard) {
  const dispatch = useAppDispatch();
  const gate = useLoginGate();
  const performer: PublicUser = { ...author, cover: null, isPerformer: true, bio: null };
  return () => gate(() => dispatch(setSubscription({ showModal: true, performer, subscriptionType: 'monthly' })));
}
