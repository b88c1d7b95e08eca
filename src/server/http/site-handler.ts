// Which part of the one HTTP server answers a request: the API (Fastify) or the pages (Next.js). socket.io
// takes its own path (/socket.io) before either sees it.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_PREFIX = '/api';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const isApiPath = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/**
 * The API address a request is for, or null for a page. A client that resolves an upload path against the
 * API's address as a URL (`new URL('/performers/avatar/upload', 'https://site/api')`) loses the `/api`: such
 * an upload arrives at the site's root. Pages never take a multipart POST or PUT, so one is an upload meant
 * for the API and is answered there (or with the API's own "no such route").
 */
export function apiAddressOf(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  const url = req.url ?? '/';
  if (isApiPath(url)) return url;
  const isUpload = (req.method === 'POST' || req.method === 'PUT') && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
  if (isUpload && url.startsWith('/') && !url.startsWith('//')) return `${API_PREFIX}${url}`;
  return null;
}

/** The request handler of the site's HTTP server. */
export function siteHandler(handlers: { api: Handler; pages: Handler }): Handler {
  return (req, res) => {
    const apiUrl = apiAddressOf(req);
    if (apiUrl === null) return handlers.pages(req, res);
    req.url = apiUrl;
    return handlers.api(req, res);
  };
}
