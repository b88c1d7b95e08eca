// A running private show's clock, heartbeat and billing as the page shows them.
import { useEffect, useRef, useState } from 'react';
import { PRIVATE_HEARTBEAT_INTERVAL_SECONDS, PRIVATE_MINUTE_SECONDS } from '@/contracts/list-values';
import type { PrivateShowWarning, StreamSession } from '@/contracts/streams';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { streamingService } from '@/services/streaming.api';
import { useLiveSocketEvent } from '../live-socket';
import { minutesCharged, statusOf, timesPrice } from './private-show-bits';

/** Now, every second while mounted. */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * This side is alive: POST /streaming/private/{id}/heartbeat at once, then every
 * PRIVATE_HEARTBEAT_INTERVAL_SECONDS. The call answers when the show stops unless another comes; a 409 (or a
 * 404) means the show is over: `onGone`. Any other failure is left to the next beat.
 */
export function usePrivateHeartbeat(streamId: string, onGone: () => void): void {
  const gone = useRef(onGone);
  gone.current = onGone;
  useEffect(() => {
    let active = true;
    const beat = async () => {
      try {
        await streamingService.privateHeartbeat(streamId);
      } catch (e) {
        const status = statusOf(e);
        if (active && (status === 409 || status === 404)) gone.current();
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), PRIVATE_HEARTBEAT_INTERVAL_SECONDS * 1000);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [streamId]);
}

export interface ShowBilling {
  /** Minutes paid so far. */
  minutes: number;
  /** What the show has cost the fan so far. */
  charged: number;
  /** The figures come from the server's stream/private-billed (else they are counted from the show's start). */
  exact: boolean;
  /** The fan's wallet (fan's page only). */
  balance: number;
  /** The wallet cannot pay the next minute: when the show ends unless the fan tops up; null otherwise. */
  warning: PrivateShowWarning | null;
}

/**
 * What the show has cost so far. The fan's page hears every minute charged (stream/private-billed, with the
 * wallet after it) and the warning before the wallet runs out; until the first of them, and on the
 * performer's page, the minutes are counted from the show's start at its price per minute. The wallet is the
 * one in the store (kept current by the server's balance/update), or the one a charge reported, whichever
 * came last.
 */
export function useShowBilling(stream: StreamSession, now: number): ShowBilling {
  const price = stream.pricePerMinute ?? 0;
  const storeBalance = useAppSelector(selectBalance);
  const [billed, setBilled] = useState<{ minutes: number; charged: number } | null>(null);
  const [balance, setBalance] = useState(storeBalance);
  const [warning, setWarning] = useState<PrivateShowWarning | null>(null);

  useEffect(() => {
    setBalance(storeBalance);
  }, [storeBalance]);

  useLiveSocketEvent('stream/private-billed', (payload) => {
    if (payload.streamId !== stream._id) return;
    setBilled({ minutes: payload.minutes, charged: payload.charged });
    setBalance(payload.balance);
    // A minute paid: any warning was about it. A new one comes right after if the next cannot be paid.
    setWarning(null);
  });
  useLiveSocketEvent('stream/private-warning', (payload) => {
    if (payload.streamId !== stream._id) return;
    setWarning(payload);
    setBalance(payload.balance);
  });

  const minutes = billed?.minutes ?? minutesCharged(stream, now);
  // The server warns at the charge that leaves less than a minute, which may come before this page was open
  // (minute 0 is charged at acceptance, while the fan's page was still on the request): a wallet short of
  // the next minute is the same warning, ending when that minute would start.
  const heard = warning ?? (stream.status === 'live' && stream.startedAt && price > 0 ? nextMinuteWarning(stream, minutes, price, balance) : null);
  return {
    minutes,
    charged: billed?.charged ?? timesPrice(minutes, price),
    exact: !!billed,
    balance,
    // A top-up that covers the next minute lifts it.
    warning: heard && balance < price ? heard : null,
  };
}

/** The warning for a wallet short of the next minute: the show ends when minute `minutes` would start. */
function nextMinuteWarning(stream: StreamSession, minutes: number, price: number, balance: number): PrivateShowWarning {
  const endsAt = new Date(Date.parse(stream.startedAt!) + minutes * PRIVATE_MINUTE_SECONDS * 1000).toISOString();
  return { streamId: stream._id, endsAt, pricePerMinute: price, balance };
}
