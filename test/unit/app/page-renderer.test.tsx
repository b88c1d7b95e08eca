/**
 * @jest-environment node
 */
// Pages render through react-dom's Node build of renderToReadableStream, which writes the same HTML as the edge
// build Next's pages runtime loads.
import { Suspense } from 'react';
import { keepSuspenseBoundariesInline } from '@/server/http/inline-suspense';
import { renderPagesWithNodeWriter } from '@/server/http/page-renderer';

type Options = { nonce?: string; bootstrapScripts?: string[]; progressiveChunkSize?: number };
type Render = (element: unknown, options?: Options) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
type Server = { renderToReadableStream: Render };

/** Fresh copies of both server builds, as the pages runtime and the patch load them. */
function freshServers(): { edge: Server; node: Server } {
  let servers: { edge: Server; node: Server } | undefined;
  jest.isolateModules(() => {
    servers = {
      edge: jest.requireActual<Server>('react-dom/server.edge'),
      node: jest.requireActual<Server>('react-dom/server.node'),
    };
  });
  return servers!;
}

function Page({ name }: { name: string }) {
  // Attributes, styles, text past a 4 kB buffer, non-ASCII characters and boundaries: every path of the writers.
  return (
    <main className="fs-main" style={{ display: 'flex', gap: 8 }}>
      <h1 title={`${name} — “profile”`}>{name} ★ ünïcödé</h1>
      {Array.from({ length: 3 }, (_, r) => (
        <Suspense key={r} fallback={null}>
          <section id={`region-${r}`} data-index={r}>
            {Array.from({ length: 300 }, (_, i) => (
              <p key={i} style={{ marginTop: i }} className={`line l${i}`}>{`${name} line ${i} — ${'é'.repeat(i % 7)}`}</p>
            ))}
            <pre>{'x'.repeat(5000)}</pre>
          </section>
        </Suspense>
      ))}
    </main>
  );
}

async function html(server: Server, options?: Options) {
  const stream = await server.renderToReadableStream(<Page name="Luna" />, options);
  await stream.allReady;
  return new Response(stream).text();
}

it('the patched edge module writes the same HTML as the edge build itself', async () => {
  const options = { nonce: 'n0nce', bootstrapScripts: ['/_next/static/main.js'] };
  const reference = await html(freshServers().edge, options);
  const { edge, node } = freshServers();
  const original = edge.renderToReadableStream;
  renderPagesWithNodeWriter(edge as never, node as never);
  expect(edge.renderToReadableStream).not.toBe(original);
  const out = await html(edge, options);
  expect(out.length).toBeGreaterThan(40_000);
  expect(out).toBe(reference);
});

it('patching twice wraps once, and the inline-boundary patch still applies on top', async () => {
  const reference = await html(freshServers().edge, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const { edge, node } = freshServers();
  renderPagesWithNodeWriter(edge as never, node as never);
  const once = edge.renderToReadableStream;
  renderPagesWithNodeWriter(edge as never, node as never);
  expect(edge.renderToReadableStream).toBe(once);
  keepSuspenseBoundariesInline(edge as never);
  const out = await html(edge);
  expect(out).not.toContain('<template');
  expect(out).toBe(reference);
});
