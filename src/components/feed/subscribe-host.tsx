// The subscribe dialog for "Subscribe to unlock" where no profile is on the page (timeline, /post/[id]):
// when the subscription slice asks for a performer, their plans are read (GET /performers/{id}) and the
// profile's own dialog is shown for them. A subscription active at once (a free trial) is announced through
// `onSubscribed`, so the page can read its locked posts of that performer again.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import { getResponseError, notifyError } from '@/lib/notify';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { resetSubscription } from '@/redux/subscription/actions';
import { selectSubscription } from '@/redux/subscription/selectors';
import { performerService } from '@/services/performer.api';

// Loaded once a performer's plans are read, so the pages that host it do not carry the dialog from the start.
const SubscribeModal = dynamic(() => import('./subscribe-dialog').then((m) => m.SubscribeDialog), { ssr: false });

export function SubscribeHost({ onSubscribed }: { onSubscribed?: (performerId: string) => void } = {}) {
  const dispatch = useAppDispatch();
  const { showModal, performer: wanted } = useAppSelector(selectSubscription);
  const [loaded, setLoaded] = useState<PublicPerformer | null>(null);
  const wantedKey = showModal && wanted ? wanted.username || wanted._id : null;

  useEffect(() => {
    if (!wantedKey) return;
    let live = true;
    performerService
      .view(wantedKey)
      .then((res) => live && setLoaded(res.data))
      .catch((e: unknown) => {
        if (!live) return;
        notifyError(getResponseError(e));
        dispatch(resetSubscription());
      });
    return () => {
      live = false;
    };
  }, [wantedKey, dispatch]);

  if (!loaded || !wanted || loaded._id !== wanted._id) return null;
  return <SubscribeModal performer={loaded} onSubscribed={onSubscribed && (() => onSubscribed(loaded._id))} />;
}
