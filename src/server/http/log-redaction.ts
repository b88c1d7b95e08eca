// Tokens travel in some URLs: the socket's session token (?token=, as the web client sends it) and the
// one-time tokens of emailed links. A log line is read by more people, kept longer and copied further than
// the token deserves, so the API's logger writes none of them: request URLs are logged with the value
// replaced, and every line is filtered once more on its way out (an error's message or stack can quote a URL).
import type { FastifyRequest } from 'fastify';

/** Any query parameter whose name ends in "token" (token, access_token, oauth_token ...). */
const TOKEN_PARAMETER = /([?&][\w.-]*token=)[^&#\s"'\\]*/gi;

export const REDACTED = '[redacted]';

/** The text with the value of every token query parameter replaced. */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_PARAMETER, `$1${REDACTED}`);
}

export interface LogDestination {
  write(line: string): unknown;
}

/** Fastify's logger options: its usual request fields, with the URL redacted, to a filtered destination. */
export function apiLoggerOptions(level: string, destination: LogDestination = process.stdout) {
  return {
    level,
    stream: { write: (line: string) => destination.write(redactTokens(line)) },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactTokens(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
