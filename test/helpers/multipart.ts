// Builds multipart/form-data bodies for app.inject (fields and files, exactly as a browser sends them).
import { randomBytes } from 'node:crypto';
import type { App } from '@/server/app';

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; data: Buffer };

export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fanstage${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = part.name.replace(/"/g, '%22');
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part.value}\r\n`));
    } else {
      const filename = part.filename.replace(/"/g, '%22');
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Multipart headers merged with others (an Authorization header, say). */
export function withHeaders(body: { payload: Buffer; headers: Record<string, string> }, headers: Record<string, string>) {
  return { payload: body.payload, headers: { ...body.headers, ...headers } };
}

/** One text part for each field. */
export const fieldParts = (values: Record<string, string>): MultipartPart[] => Object.entries(values).map(([name, value]) => ({ name, value }));

/** Sends `parts` as a multipart body to `url` as the holder of `token` (anonymous without one). */
export function injectMultipart(app: Pick<App, 'inject'>, method: 'POST' | 'PUT', url: string, token: string | undefined, parts: MultipartPart[]) {
  return app.inject({ method, url, ...withHeaders(multipart(parts), token ? { authorization: `Bearer ${token}` } : {}) });
}
