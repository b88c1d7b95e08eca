// Sending a multipart form with upload progress. fetch reports no upload progress, so the browser sends it with
// XMLHttpRequest; where there is none (Node, the page renderer) fetch sends the form as a stream and progress
// counts the bytes handed to it. request.ts loads this module on the first upload only.
import { CanceledError, network, parseBody, uploadPercent, type Answer } from './http-core';

export interface SendUploadOptions {
  method: 'POST' | 'PUT';
  headers: Record<string, string>;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}

/** The XMLHttpRequest maker; tests swap it for a fake network. */
export const uploadNetwork = {
  createXhr: (): XMLHttpRequest => new XMLHttpRequest(),
};

/** Sends `form` to `url`; resolves with any answer, rejects with CanceledError on abort or a TypeError when no answer came. */
export function sendUpload(url: string, form: FormData, options: SendUploadOptions): Promise<Answer> {
  if (options.signal?.aborted) return Promise.reject(new CanceledError());
  return typeof XMLHttpRequest === 'undefined' ? sendWithFetch(url, form, options) : sendWithXhr(url, form, options);
}

function sendWithXhr(url: string, form: FormData, { method, headers, signal, onProgress }: SendUploadOptions): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = uploadNetwork.createXhr();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(method, url, true);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // Listen before send(): a progress listener added later may miss the first events. The body all sent
    // (the upload's load event) is 100, also where the progress events could not tell the total.
    if (onProgress) {
      let last = -1;
      const report = (percent: number) => {
        if (percent !== last) onProgress((last = percent));
      };
      xhr.upload.addEventListener('progress', (e) => report(uploadPercent({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 })));
      xhr.upload.addEventListener('load', () => report(100));
    }
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, statusText: xhr.statusText, data: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(new CanceledError());
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}

const CHUNK = 64 * 1024;

async function sendWithFetch(url: string, form: FormData, { method, headers, signal, onProgress }: SendUploadOptions): Promise<Answer> {
  // The multipart body with its boundary, as fetch itself would encode the form.
  const encoded = await new Response(form).blob();
  const total = encoded.size;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      const part = new Uint8Array(await encoded.slice(sent, sent + CHUNK).arrayBuffer());
      sent += part.byteLength;
      controller.enqueue(part);
      onProgress?.(uploadPercent({ loaded: sent, total }));
    },
  });
  const res = await network.fetch(url, {
    method,
    headers: { ...headers, 'Content-Type': encoded.type },
    body,
    signal,
    redirect: 'manual',
    // A streamed request body must say so (Node's fetch requires it).
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, statusText: res.statusText, data: parseBody(await res.text()) };
}
