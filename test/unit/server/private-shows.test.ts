/** @jest-environment node */
// The private-show rules that need no database: when a show stops running, whom a signal goes to (and when
// it is dropped), and the STUN/TURN servers with coturn's time-limited credentials, from the configuration.
import { createHmac } from 'node:crypto';
import { PRIVATE_HEARTBEAT_TIMEOUT_SECONDS } from '@/contracts/streams';
import { loadConfig } from '@/server/config';
import { checkIceConfig, iceServersFor, turnCredential } from '@/server/modules/streams/private/ice-servers';
import { BILLING_GRACE_MS, deadlineOf, relayTarget } from '@/server/modules/streams/private/private-shows.service';
import type { ShowState } from '@/server/modules/streams/private/private-shows.repo';

const FAN = 'fan-id';
const PERFORMER = 'performer-id';
const T = new Date('2030-01-01T12:00:00.000Z');
const at = (seconds: number) => new Date(T.getTime() + seconds * 1000);

function state(overrides: { status?: 'pending' | 'live' | 'ended'; billedMinutes?: number; performerBeat?: number; fanBeat?: number } = {}): ShowState {
  return {
    session: {
      id: 'show-id',
      type: 'private',
      status: overrides.status ?? 'live',
      performerId: PERFORMER,
      fanId: FAN,
      startedAt: T,
      lastHeartbeatAt: at(overrides.performerBeat ?? 0),
    } as ShowState['session'],
    show: { streamId: 'show-id', fanHeartbeatAt: at(overrides.fanBeat ?? 0), billedMinutes: overrides.billedMinutes ?? 1, charged: 0, warnedMinute: null, createdAt: T },
  };
}

describe('a running private show', () => {
  it('stops the timeout after the last heartbeat of the side heard from least recently', () => {
    const { session, show } = state({ performerBeat: 50, fanBeat: 20 });
    expect(deadlineOf(session, show)).toEqual(at(20 + PRIVATE_HEARTBEAT_TIMEOUT_SECONDS));
  });

  it('relays a signal to the other participant only, while the show is live, paid and running', () => {
    expect(relayTarget(state(), FAN, at(5))).toBe(PERFORMER);
    expect(relayTarget(state(), PERFORMER, at(5))).toBe(FAN);
    expect(relayTarget(state(), 'someone-else', at(5))).toBeNull();
    expect(relayTarget(state({ status: 'pending' }), FAN, at(5))).toBeNull();
    expect(relayTarget(state({ status: 'ended' }), FAN, at(5))).toBeNull();
    // Silent past the timeout: no longer running, even before the tick has ended it.
    expect(relayTarget(state(), FAN, at(PRIVATE_HEARTBEAT_TIMEOUT_SECONDS))).toBeNull();
    // Minute 1 started at 60 s and is not paid: signals pass for the grace the tick needs, then stop.
    const beating = state({ performerBeat: 55, fanBeat: 55 });
    expect(relayTarget(beating, FAN, new Date(at(60).getTime() + BILLING_GRACE_MS - 1))).toBe(PERFORMER);
    expect(relayTarget(beating, FAN, new Date(at(60).getTime() + BILLING_GRACE_MS))).toBeNull();
    expect(relayTarget(state({ performerBeat: 55, fanBeat: 55, billedMinutes: 2 }), FAN, at(70))).toBe(PERFORMER);
  });
});

describe('the peers\' STUN and TURN servers', () => {
  const config = { stunUrls: ['stun:stun.example.test:3478'], turnUrls: ['turn:turn.example.test:3478'], turnSecret: 'north', ttlSeconds: 600 };

  it('makes coturn\'s credential: expiry:user signed with HMAC-SHA1 of the shared secret, in base64', () => {
    const made = turnCredential('north', 'user-1', 1_900_000_000);
    expect(made.username).toBe('1900000000:user-1');
    expect(made.credential).toBe(createHmac('sha1', 'north').update('1900000000:user-1').digest('base64'));
    expect(turnCredential('south', 'user-1', 1_900_000_000).credential).not.toBe(made.credential);
  });

  it('hands out STUN as configured and TURN with a credential of the participant\'s own that expires', () => {
    const result = iceServersFor(config, 'user-1', T);
    const expiry = T.getTime() / 1000 + 600;
    expect(result).toEqual({
      iceServers: [{ urls: ['stun:stun.example.test:3478'] }, { urls: ['turn:turn.example.test:3478'], ...turnCredential('north', 'user-1', expiry) }],
      expiresAt: new Date(expiry * 1000).toISOString(),
    });
    expect(iceServersFor({ ...config, turnUrls: [], turnSecret: undefined }, 'user-1', T)).toEqual({ iceServers: [{ urls: ['stun:stun.example.test:3478'] }], expiresAt: null });
    expect(iceServersFor({ stunUrls: [], turnUrls: [], ttlSeconds: 600 }, 'user-1', T)).toEqual({ iceServers: [], expiresAt: null });
  });

  it('refuses TURN servers without their secret, and addresses that are not STUN or TURN', () => {
    expect(() => checkIceConfig({ ...config, turnSecret: undefined })).toThrow(/^TURN_URLS is set but TURN_SECRET is not/);
    expect(() => checkIceConfig(config)).not.toThrow();
    const parsed = loadConfig({ STUN_URLS: ' stun:a.test:3478 , stuns:b.test ', TURN_URLS: 'turn:c.test:3478?transport=tcp' } as unknown as NodeJS.ProcessEnv);
    expect(parsed.STUN_URLS).toEqual(['stun:a.test:3478', 'stuns:b.test']);
    expect(parsed.TURN_URLS).toEqual(['turn:c.test:3478?transport=tcp']);
    expect(parsed.TURN_CREDENTIAL_TTL_SECONDS).toBe(3600);
    expect(() => loadConfig({ STUN_URLS: 'https://stun.example.test' } as unknown as NodeJS.ProcessEnv)).toThrow(/"https:\/\/stun.example.test" is not a stun or stuns address/);
    expect(() => loadConfig({ TURN_URLS: 'stun:x.test' } as unknown as NodeJS.ProcessEnv)).toThrow(/is not a turn or turns address/);
  });
});
