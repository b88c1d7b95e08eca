// A local stand-in for Google's reCAPTCHA siteverify endpoint: a form-encoded POST of secret, response and
// remoteip, answered with JSON { success, challenge_ts, hostname, "error-codes" } as Google does. It accepts
// one known token for one known secret and records every request, so tests see exactly what was sent.
import http from 'node:http';
import { listenLocally } from './local-server';

export const FAKE_RECAPTCHA_SECRET = 'fake-recaptcha-secret-0123';
export const GOOD_TOKEN = 'token-a-person-solved';

export interface SiteverifyRequest {
  method: string;
  contentType: string;
  form: Record<string, string>;
}

export interface FakeRecaptcha {
  url: string;
  requests: SiteverifyRequest[];
  /** 'ok' speaks the protocol; the others break it the ways a real outage does. */
  mode: 'ok' | 'http-error' | 'not-json' | 'hang';
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(form: Record<string, string>) {
  if (form.secret !== FAKE_RECAPTCHA_SECRET) return { success: false, 'error-codes': ['invalid-input-secret'] };
  if (!form.response) return { success: false, 'error-codes': ['missing-input-response'] };
  if (form.response !== GOOD_TOKEN) return { success: false, 'error-codes': ['invalid-input-response'] };
  return { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' };
}

export async function startFakeRecaptcha(): Promise<FakeRecaptcha> {
  const requests: SiteverifyRequest[] = [];
  const fake: Omit<FakeRecaptcha, 'url' | 'close'> = { requests, mode: 'ok' };
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push({ method: req.method ?? '', contentType: req.headers['content-type'] ?? '', form });
    if (fake.mode === 'hang') return;
    if (fake.mode === 'http-error') {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (fake.mode === 'not-json') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sorry</html>');
      return;
    }
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    if (req.method !== 'POST' || req.url !== '/recaptcha/api/siteverify' || !isForm) {
      res.writeHead(405, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, 'error-codes': ['bad-request'] }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(form)));
  });
  const local = await listenLocally(server);
  return Object.assign(fake, { url: `${local.url}/recaptcha/api/siteverify`, close: local.close });
}
