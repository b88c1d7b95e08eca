/**
 * @jest-environment node
 */
// Server-rendered Suspense boundaries stay inline in the page, however big: React would otherwise move a large
// finished boundary to the end of the HTML and reveal it with an inline script that carries no CSP nonce.
import { Suspense } from 'react';
import { keepSuspenseBoundariesInline } from '@/server/http/inline-suspense';

type Render = (element: unknown, options?: { progressiveChunkSize?: number }) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;

/** A fresh copy of react-dom/server.edge, as Next's pages runtime loads it. */
function freshServer(): { renderToReadableStream: Render } {
  let server: { renderToReadableStream: Render } | undefined;
  jest.isolateModules(() => {
    server = jest.requireActual<{ renderToReadableStream: Render }>('react-dom/server.edge');
  });
  return server!;
}

async function html(server: { renderToReadableStream: Render }, options?: { progressiveChunkSize?: number }) {
  // Three regions of about 8 kB each: more than React's default 12,800 bytes per flush.
  const region = (name: string) => (
    <Suspense fallback={null}>
      <section id={name}>{Array.from({ length: 400 }, (_, i) => <p key={i}>{`${name} line ${i}`}</p>)}</section>
    </Suspense>
  );
  const stream = await server.renderToReadableStream(<main>{region('header')}{region('body')}{region('footer')}</main>, options);
  await stream.allReady;
  return new Response(stream).text();
}

it('React alone moves large boundaries out of place behind an inline script', async () => {
  const out = await html(freshServer());
  expect(out).toContain('<template id="B:');
  expect(out).toMatch(/<script>/);
});

it('after the patch every boundary is written in place, with no script', async () => {
  const server = freshServer();
  keepSuspenseBoundariesInline(server as never);
  const out = await html(server);
  expect(out.match(/<!--\$-->/g)).toHaveLength(3);
  expect(out).not.toContain('<template');
  expect(out).not.toContain('<script');
  expect(out.indexOf('id="header"')).toBeLessThan(out.indexOf('id="body"'));
  expect(out.indexOf('id="body"')).toBeLessThan(out.indexOf('id="footer"'));
});

it('a caller that sets its own chunk size keeps it, and patching twice wraps once', async () => {
  const server = freshServer();
  keepSuspenseBoundariesInline(server as never);
  const once = server.renderToReadableStream;
  keepSuspenseBoundariesInline(server as never);
  expect(server.renderToReadableStream).toBe(once);
  expect(await html(server, { progressiveChunkSize: 12_800 })).toContain('<template id="B:');
});
