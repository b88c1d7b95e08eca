// The logger as the server's code sees it: pino's (Fastify's `app.log`) in the app, a stand-in in tests.
// The code calls it in two ways, both pino's, and each has its own type so that a stand-in written for one
// gets its parameters typed: details for the log line and then a sentence (`Log`), or a sentence alone
// (`PlainLog`: job queues, workers, seeds). One type with both ways as overloads would leave a stand-in's
// parameters typed as either, so it could not record them. A function asks only for the levels it calls:
// `Pick<Log, 'warn'>`.

/** Lines with details: an object for the line's fields (`{ err, userId }`), then what happened. */
export interface Log {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Lines that are a sentence alone. */
export interface PlainLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
