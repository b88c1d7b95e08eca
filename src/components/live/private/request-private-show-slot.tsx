// The private-show request button on a profile, which most visitors never see: the button and its dialog
// (request-private-show.tsx, with the socket events it waits on) load only for a viewer who may ask. Rendered on
// the server for such a viewer, its chunk is listed in the page and loaded before hydration.
import dynamic from 'next/dynamic';
import { useCanRequestPrivateShow, type PrivateShowOffer } from './private-show-gate';

const RequestPrivateShow = dynamic(() => import('./request-private-show').then((m) => m.RequestPrivateShow));

export function RequestPrivateShowSlot({ performer }: { performer: PrivateShowOffer }) {
  return useCanRequestPrivateShow(performer) ? <RequestPrivateShow performer={performer} /> : null;
}
