// The one client-only component appended to every page; never rendered on the server.
import dynamic from 'next/dynamic';

const ClientOnly = dynamic(() => import('./client-effects'), { ssr: false });

export default ClientOnly;
