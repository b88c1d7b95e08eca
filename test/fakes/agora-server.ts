// A local stand-in for the part of Agora's RESTful API the site calls: creating a banning rule, POST
// /dev/v1/kicking-rule with HTTP Basic authentication (customer id and secret) and a JSON body { appid, cname,
// uid, ip, time, time_in_seconds, privileges }, answered { status: 'success', id } as Agora does. Wrong
// credentials get Agora's 401; a body Agora would refuse gets a 400. Every accepted rule is recorded, and a
// test can wait for the next one instead of guessing how long the app takes to send it.
import http from 'node:http';
import { listenLocally } from './local-server';

export const FAKE_AGORA_CUSTOMER_ID = 'fake-agora-customer-id';
export const FAKE_AGORA_CUSTOMER_SECRET = 'fake-agora-customer-secret';

/** A rule as Agora keeps it. */
export interface FakeAgoraRule {
  id: number;
  appid: string;
  cname?: string;
  uid?: number;
  ip?: string;
  /** The rule's length in seconds, from time_in_seconds (or time, in minutes). */
  seconds: number;
  privileges: string[];
}

export interface FakeAgoraRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  body: unknown;
  status: number;
}

export interface FakeAgora {
  /** The API's base address, for AGORA_API_URL. */
  url: string;
  rules: FakeAgoraRule[];
  requests: FakeAgoraRequest[];
  /** Resolves with the next rule accepted from now on. */
  nextRule(): Promise<FakeAgoraRule>;
  /** 'ok' speaks the protocol; 'down' answers every call with a 503, as an outage does. */
  mode: 'ok' | 'down';
  close(): Promise<void>;
}

const PRIVILEGES = new Set(['join_channel', 'publish_audio', 'publish_video']);

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const expectedAuthorization = `Basic ${Buffer.from(`${FAKE_AGORA_CUSTOMER_ID}:${FAKE_AGORA_CUSTOMER_SECRET}`).toString('base64')}`;

/** What Agora would refuse in a rule's body, or null. */
function problemOf(body: Record<string, unknown>): string | null {
  if (typeof body.appid !== 'string' || !/^[0-9a-fA-F]{32}$/.test(body.appid)) return 'appid is required';
  if (body.cname === undefined && body.uid === undefined && body.ip === undefined) return 'one of cname, uid or ip is required';
  if (body.cname !== undefined && (typeof body.cname !== 'string' || !body.cname)) return 'cname must be a string';
  if (body.uid !== undefined && (typeof body.uid !== 'number' || !Number.isInteger(body.uid) || body.uid <= 0 || body.uid > 2 ** 32 - 1)) return 'uid must be a positive 32-bit integer';
  if (!Array.isArray(body.privileges) || !body.privileges.length || !body.privileges.every((p) => typeof p === 'string' && PRIVILEGES.has(p))) return 'privileges is invalid';
  if (body.time_in_seconds !== undefined && typeof body.time_in_seconds !== 'number') return 'time_in_seconds must be a number';
  if (body.time !== undefined && typeof body.time !== 'number') return 'time must be a number';
  return null;
}

/** Agora clamps lengths to its range, and takes an hour when none is given. */
function secondsOf(body: Record<string, unknown>): number {
  if (typeof body.time_in_seconds === 'number') return Math.min(86_430, Math.max(10, body.time_in_seconds));
  if (typeof body.time === 'number') return Math.min(1440, Math.max(1, body.time)) * 60;
  return 3600;
}

export async function startFakeAgora(): Promise<FakeAgora> {
  const rules: FakeAgoraRule[] = [];
  const requests: FakeAgoraRequest[] = [];
  const waiting: ((rule: FakeAgoraRule) => void)[] = [];
  let nextId = 1;
  const fake: Omit<FakeAgora, 'url' | 'close'> = {
    rules,
    requests,
    mode: 'ok',
    nextRule: () => new Promise<FakeAgoraRule>((resolve) => waiting.push(resolve)),
  };

  const server = http.createServer(async (req, res) => {
    const text = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    const answer = (status: number, json: object) => {
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization ?? '', contentType: req.headers['content-type'] ?? '', body: parsed, status });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (fake.mode === 'down') return answer(503, { message: 'Service Unavailable' });
    if (req.headers.authorization !== expectedAuthorization) return answer(401, { message: 'Invalid authentication credentials' });
    if (path !== '/dev/v1/kicking-rule' || req.method !== 'POST') return answer(404, { message: 'no Route matched with those values' });
    if (!(req.headers['content-type'] ?? '').startsWith('application/json') || typeof parsed !== 'object' || parsed === null) {
      return answer(400, { message: 'The request body must be JSON.' });
    }
    const body = parsed as Record<string, unknown>;
    const problem = problemOf(body);
    if (problem) return answer(400, { message: problem });
    const rule: FakeAgoraRule = {
      id: nextId++,
      appid: body.appid as string,
      ...(body.cname !== undefined && { cname: body.cname as string }),
      ...(body.uid !== undefined && { uid: body.uid as number }),
      ...(body.ip !== undefined && { ip: body.ip as string }),
      seconds: secondsOf(body),
      privileges: body.privileges as string[],
    };
    rules.push(rule);
    answer(200, { status: 'success', id: rule.id });
    for (const resolve of waiting.splice(0)) resolve(rule);
  });
  return Object.assign(fake, await listenLocally(server));
}
