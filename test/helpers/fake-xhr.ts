// A stand-in for XMLHttpRequest as the upload code uses it: the request is recorded, and the test (or a fake
// API) reports upload progress, answers it, or fails it, as the network would.
import { apiBaseUrl } from '@/lib/request';
import { uploadNetwork } from '@/lib/upload-request';

type Listener = (e: { loaded: number; total: number; lengthComputable: boolean }) => void;

export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private progressListeners: Listener[] = [];
  readonly upload = {
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'progress') this.progressListeners.push(listener);
    },
  };

  constructor(private readonly onSend: (xhr: FakeXhr) => void) {}

  /** The address without the API's base, as services name it (`/users/avatar/upload`). */
  get path(): string {
    const base = apiBaseUrl();
    return this.url.startsWith(base) ? this.url.slice(base.length) : this.url;
  }

  /** The multipart form sent. */
  get form(): FormData {
    return this.body as FormData;
  }

  open(method: string, url: string) {
    this.method = method.toUpperCase();
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    this.onSend(this);
  }

  abort() {
    if (this.aborted) return;
    this.aborted = true;
    this.onabort?.();
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    for (const listener of this.progressListeners) listener({ loaded, total, lengthComputable: true });
  }

  /** Answers with `status` and `body` (JSON unless a string). */
  respond(status: number, body: unknown = '') {
    if (this.aborted) return;
    this.status = status;
    this.statusText = String(status);
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection failed: no answer. */
  fail() {
    this.onerror?.();
  }
}

/** Makes every upload a FakeXhr handed to `onSend`; returns the restore. */
export function installFakeXhr(onSend: (xhr: FakeXhr) => void): () => void {
  const original = uploadNetwork.createXhr;
  uploadNetwork.createXhr = () => new FakeXhr(onSend) as unknown as XMLHttpRequest;
  return () => {
    uploadNetwork.createXhr = original;
  };
}

/** Holds each upload open, like a slow network, until the test reports progress on it and answers it. */
export function holdUploads() {
  const uploads: FakeXhr[] = [];
  const restore = installFakeXhr((xhr) => uploads.push(xhr));
  return { uploads, restore };
}
