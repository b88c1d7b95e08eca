// antd's Result for the states a page shows now and then: a read that failed, an item that is gone, a live that
// has ended. Result's module holds its three pictures (404, 403, 500), about 10 kB of gzip with its code, which
// every page with such a state loaded with its first screen. Through next/dynamic its chunk loads when one is
// first drawn in the browser; when the server renders one, the page lists the chunk and the browser loads it
// before hydrating, so the server's HTML stays as it was and nothing moves.
import dynamic from 'next/dynamic';

export const ResultOnDemand = dynamic(() => import('./result-view').then((m) => m.Result));
