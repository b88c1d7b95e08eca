// The calls a client of the API makes, read from the list in docs/client-api.md ("The calls"), so the page
// another client's author reads and the conformance test that calls them cannot drift apart.
import fs from 'node:fs';
import path from 'node:path';

export interface ClientCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under the API base, `{name}` for a value (`/performer/feeds/{id}`). */
  path: string;
  /** Query parameters the list names (`?offset&limit`). */
  query: string[];
  multipart: boolean;
  /** Live streaming: listed, and checked to be still missing until it is built. */
  notServedYet: boolean;
  /** The group it is listed under, for messages. */
  group: string;
}

export const CLIENT_API_DOC = path.resolve(__dirname, '../../docs/client-api.md');

const CALL = /`(GET|POST|PUT|DELETE) (\/[^`?\s]*)(?:\?([^`\s]*))?`/g;

/** Every call of the list, in its order. */
export function readClientCalls(file = CLIENT_API_DOC): ClientCall[] {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf('\n## The calls');
  if (start < 0) throw new Error(`${file} has no "## The calls" section.`);
  const section = text.slice(start).split(/\n## (?!The calls)/)[0];

  // A bullet and the indented lines that continue it are one entry; a bold line starts a group.
  const entries: { group: string; groupNotServed: boolean; text: string }[] = [];
  let group = '';
  let groupNotServed = false;
  for (const line of section.split('\n')) {
    const heading = /^\*\*(.+?)\*\*(.*)$/.exec(line);
    if (heading) {
      group = heading[1];
      groupNotServed = /\(not served yet\)/.test(heading[2]);
    } else if (line.startsWith('- ')) {
      entries.push({ group, groupNotServed, text: line.slice(2) });
    } else if (/^\s+\S/.test(line) && entries.length) {
      entries[entries.length - 1].text += ` ${line.trim()}`;
    }
  }

  const calls: ClientCall[] = [];
  for (const entry of entries) {
    const multipart = /\(multipart\)/.test(entry.text);
    const notServedYet = entry.groupNotServed || /\(not served yet\)/.test(entry.text);
    for (const match of entry.text.matchAll(CALL)) {
      calls.push({
        method: match[1] as ClientCall['method'],
        path: match[2],
        query: match[3] ? match[3].split('&').filter(Boolean) : [],
        multipart,
        notServedYet,
        group: entry.group,
      });
    }
  }
  return calls;
}

/** "GET /performer/feeds/{id}" */
export const callKey = (call: Pick<ClientCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

/**
 * The route pattern (Fastify's, with the /api prefix) that serves a call, or undefined. A literal segment
 * matches itself or a parameter; a `{value}` matches only a parameter. Among several matches the router's
 * choice wins: the one with the most literal segments (`/performers/me` over `/performers/:id`).
 */
export function matchRoute<R extends { method: string; url: string }>(call: ClientCall, routes: readonly R[]): R | undefined {
  const wanted = call.path.split('/');
  let best: { route: R; literals: number } | undefined;
  for (const route of routes) {
    if (route.method !== call.method || !route.url.startsWith('/api/')) continue;
    const segments = route.url.slice('/api'.length).split('/');
    if (segments.length !== wanted.length) continue;
    let literals = 0;
    const fits = segments.every((segment, i) => {
      const isParam = segment.startsWith(':');
      if (/^\{.+\}$/.test(wanted[i])) return isParam;
      if (isParam) return true;
      literals += 1;
      return segment === wanted[i];
    });
    if (fits && (!best || literals > best.literals)) best = { route, literals };
  }
  return best?.route;
}
