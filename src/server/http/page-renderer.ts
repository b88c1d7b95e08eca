// The renderer behind Next's pages: react-dom's Node build of renderToReadableStream in place of its edge build.
//
// Next's pages runtime renders every page with react-dom/server.edge's renderToReadableStream (and waits for all
// of it). The edge build turns each piece of markup it writes (every attribute, style and tag) into bytes with
// its own TextEncoder.encode call, a new buffer each: on a profile page that was about 0.7 ms of a render's CPU
// and much of its garbage. react-dom/server.node exports the same function over the same renderer, but its
// writer copies the strings into one 4 kB buffer at a time (TextEncoder.encodeInto). Same options, same HTML.
import { createRequire } from 'node:module';
import path from 'node:path';
import { appRoot } from '../app-root';
import { pagesReactServer } from './inline-suspense';

type RenderToReadableStream = (element: unknown, options?: object) => Promise<unknown>;
type ServerModule = { renderToReadableStream: RenderToReadableStream & { nodeWriter?: true } };

/** react-dom's Node server build, from the same node_modules as the edge build Next's runtime loads. */
export function nodeReactServer(root: string = appRoot()): ServerModule {
  return createRequire(path.join(root, 'package.json'))('react-dom/server.node') as ServerModule;
}

/** Call before anything else wraps `edge.renderToReadableStream` (keepSuspenseBoundariesInline wraps this one). */
export function renderPagesWithNodeWriter(edge: ServerModule = pagesReactServer(), node: ServerModule = nodeReactServer()): void {
  if (edge.renderToReadableStream.nodeWriter) return;
  const render = node.renderToReadableStream;
  const viaNode: ServerModule['renderToReadableStream'] = (element, options) => render(element, options);
  viaNode.nodeWriter = true;
  edge.renderToReadableStream = viaNode;
}
