// Compression of everything Next.js serves (pages and their assets); next.config.js turns Next's own off.
// Next compresses with zlib's default level 6. A server-rendered page carries ~240 kB of inline antd CSS,
// and at level 6 gzip cost ~2 ms of CPU per page (more than a fifth of the render). Level 1 (nginx's
// default) does it in well under 1 ms and the page still goes out at ~36 kB instead of ~28 kB; brotli's
// quality 1 is faster still at ~35 kB. A proxy or CDN in front may recompress harder; it sees the
// Content-Encoding and leaves these answers alone otherwise. Measured with bench/ssr-throughput.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import { constants } from 'node:zlib';
import compression from 'compression';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function withPageCompression(handler: Handler): Handler {
  const compress = compression({
    level: 1,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    // One output chunk holds a whole compressed page: fewer hand-offs between zlib's threads and ours.
    chunkSize: 64 * 1024,
  });
  return (req, res) => {
    compress(req as never, res as never, () => handler(req, res));
    // A visitor who leaves mid-response would leave the zlib stream paused and alive: release it.
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
  };
}

/** compression hands its zlib stream back from `res.on('drain')`; a plain response returns itself. */
function releaseCompressionStream(res: ServerResponse) {
  const noop = () => undefined;
  const returned: unknown = res.on('drain', noop);
  if (returned === res || !(returned instanceof Duplex)) {
    res.off('drain', noop);
    return;
  }
  returned.destroy();
}
