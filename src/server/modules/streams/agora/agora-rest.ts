// A small client for the one call of Agora's RESTful API the site makes: a banning rule (POST
// /dev/v1/kicking-rule), which removes whoever it names from a channel at once and keeps them out for a
// while. Authenticated with HTTP Basic over the customer id and secret of the Agora console. The base address
// is configurable (AGORA_API_URL), so tests talk to a local fake (test/fakes/agora-server.ts).

/** What one rule removes: a whole channel, or one uid in one channel. */
export interface BanRule {
  appId: string;
  channel: string;
  /** The uid to remove; without it, everyone in the channel is removed and nobody may join it. */
  uid?: number;
  /** How long the rule lasts, in seconds (Agora takes 10 to 86,430). */
  seconds: number;
}

/** What Agora answers: { status: 'success', id } for a new rule, { message } when it refuses. */
interface AgoraAnswer {
  status?: unknown;
  id?: unknown;
  message?: unknown;
}

export class AgoraRestError extends Error {
  constructor(
    message: string,
    /** The HTTP status Agora answered; null when no answer came. */
    public readonly status: number | null,
  ) {
    super(message);
    this.name = 'AgoraRestError';
  }
}

export interface AgoraRestClient {
  /** Creates the rule and answers its id at Agora. */
  ban(rule: BanRule): Promise<{ id: number }>;
}

export function createAgoraRestClient(opts: {
  baseUrl: string;
  customerId: string;
  customerSecret: string;
  /** Agora asks for at least 5 s and suggests 20 s for creating rules. */
  timeoutMs?: number;
}): AgoraRestClient {
  const authorization = `Basic ${Buffer.from(`${opts.customerId}:${opts.customerSecret}`).toString('base64')}`;
  const url = new URL('dev/v1/kicking-rule', opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`).href;
  const timeoutMs = opts.timeoutMs ?? 20_000;

  async function ban(rule: BanRule): Promise<{ id: number }> {
    const body = {
      appid: rule.appId,
      cname: rule.channel,
      ...(rule.uid !== undefined && { uid: rule.uid }),
      time_in_seconds: Math.min(86_430, Math.max(10, Math.ceil(rule.seconds))),
      privileges: ['join_channel'],
    };
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new AgoraRestError(`Agora's RESTful API did not answer: ${e instanceof Error ? e.message : String(e)}.`, null);
    }
    const text = await res.text();
    let json: AgoraAnswer | null;
    try {
      json = JSON.parse(text) as AgoraAnswer | null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const said = typeof json?.message === 'string' ? json.message : text.slice(0, 200);
      throw new AgoraRestError(`Agora refused the banning rule (HTTP ${res.status}): ${said}`, res.status);
    }
    if (json?.status !== 'success' || typeof json.id !== 'number') {
      throw new AgoraRestError(`Agora answered the banning rule with something else than a rule: ${text.slice(0, 200)}`, res.status);
    }
    return { id: json.id };
  }

  return { ban };
}
