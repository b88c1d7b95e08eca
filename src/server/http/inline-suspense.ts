// Pages keep every server-rendered Suspense boundary inline in their HTML.
//
// The layouts wrap the page's regions in Suspense boundaries (src/layouts/hydrate-later.tsx) so that React
// hydrates them after the shell. React's server renderer moves a finished boundary out of place once the
// boundaries of one flush pass its `progressiveChunkSize` (12,800 bytes by default): the content is sent in a
// hidden <div> at the end and moved into place by an inline script. Next's pages router renders to a string
// (it waits for everything anyway) and gives React no options, so that script carries no CSP nonce: the
// browser refuses it and the page body would stay hidden until hydration. Next's pages runtime loads
// react-dom/server.edge from node_modules when it renders; this gives that module's renderToReadableStream an
// unlimited chunk size unless a caller sets one, so every finished boundary is written where it belongs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { appRoot } from '../app-root';

interface StreamOptions {
  progressiveChunkSize?: number;
}
type RenderToReadableStream = (element: unknown, options?: StreamOptions) => Promise<unknown>;
type ServerModule = { renderToReadableStream: RenderToReadableStream & { inlineBoundaries?: true } };

/** The react-dom server module Next's pages runtime uses (resolved from the app's node_modules, not bundled). */
export function pagesReactServer(root: string = appRoot()): ServerModule {
  return createRequire(path.join(root, 'package.json'))('react-dom/server.edge') as ServerModule;
}

export function keepSuspenseBoundariesInline(server: ServerModule = pagesReactServer()): void {
  const render = server.renderToReadableStream;
  if (render.inlineBoundaries) return;
  const inline: ServerModule['renderToReadableStream'] = (element, options) =>
    render(element, { ...options, progressiveChunkSize: options?.progressiveChunkSize ?? Number.POSITIVE_INFINITY });
  inline.inlineBoundaries = true;
  server.renderToReadableStream = inline;
}
