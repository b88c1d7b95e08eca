// Stripe's request bodies are form-encoded with bracketed keys (metadata[paymentId]=..., items[0][price_data]
// [unit_amount]=..., expand[0]=...). This reads them back into objects and arrays, as Stripe's servers do.
type Node = Record<string, unknown>;

const isIndex = (key: string) => /^\d+$/.test(key);

function toArrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const node = value as Node;
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((k) => [k, toArrays(node[k])]));
  if (keys.length > 0 && keys.every(isIndex)) return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  return converted;
}

export function parseStripeForm(body: string): Node {
  const root: Node = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Node;
    });
  }
  return toArrays(root) as Node;
}

/** Stripe answers a missing or wrong parameter like this (HTTP 400, or 404 for a missing object). */
export const stripeError = (type: string, message: string, extra: Node = {}) => ({ error: { type, message, ...extra } });
