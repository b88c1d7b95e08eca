// What makes an error answer one a person can act on (the conventions every route shares), as a check
// that reports instead of throwing, so the route-walking tests can list every route that falls short.

/** Why the answer is not a proper error body, or null when it is one. */
export function errorBodyProblem(statusCode: number, body: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `its body is not JSON: ${body.slice(0, 120)}`;
  }
  const { statusCode: code, error, message } = (json ?? {}) as { statusCode?: unknown; error?: unknown; message?: unknown };
  if (code !== statusCode || typeof error !== 'string') return `its body is not { statusCode, error, message }: ${body.slice(0, 200)}`;
  if (typeof message !== 'string' || message.length <= 10) return `it has no message a person can act on: ${body.slice(0, 200)}`;
  if (!/[.!?]$/.test(message)) return `its message is not a sentence: "${message.slice(0, 200)}"`;
  if (/FST_|at .*\.ts:|Error:/.test(message)) return `its message shows internals: "${message.slice(0, 200)}"`;
  return null;
}
