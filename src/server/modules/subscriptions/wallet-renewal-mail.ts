// The fan's email when a subscription paid from the wallet could not renew because the wallet no longer
// covers the price (docs/money.md "Subscribing from the wallet"): access runs out, and they learn why and
// how to subscribe again. Sent after the renewal job decided; a mail that fails is logged, nothing else.
import { plainAmount } from '@/lib/money';
import type { Db } from '../../db/client';
import type { PlainLog } from '../../log';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { createEarningsRepo } from '../earnings/earnings.repo';
import type { SettingsService } from '../settings/settings.service';
import type { SubscriptionRow } from './subscriptions.table';

type Person = { name: string | null; username: string | null };
const called = (p: Person) => p.name || p.username || 'the performer';

export function walletRenewalShortMail(opts: { to: Person & { email: string }; performer: Person; siteName: string; appUrl: string; price: number; profileUrl: string }): MailMessage {
  const who = called(opts.performer);
  return {
    to: opts.to.email,
    subject: `Your subscription to ${who} on ${opts.siteName} has ended`,
    text: [
      `Hello ${opts.to.name || 'there'},`,
      '',
      `Your subscription to ${who} was paid from your wallet, and your wallet no longer covers the renewal price of ${plainAmount(opts.price)}, so it has ended.`,
      `Top up your wallet: ${opts.appUrl}/wallet`,
      `Subscribe again: ${opts.profileUrl}`,
    ].join('\n'),
  };
}

export function createWalletRenewalMails(deps: { db: Db; mailer: Mailer; settings: Pick<SettingsService, 'get'>; appUrl: string; log?: Pick<PlainLog, 'warn'> }) {
  async function send(subscription: SubscriptionRow, price: number): Promise<void> {
    const people = await createEarningsRepo(deps.db).salePeople([subscription.userId, subscription.performerId]);
    const fan = people.find((p) => p.id === subscription.userId);
    const performer = people.find((p) => p.id === subscription.performerId);
    if (!fan?.email || !performer) return;
    const siteName = await deps.settings.get('siteName');
    const profileUrl = `${deps.appUrl}/${performer.username ?? performer.id}`;
    await deps.mailer.send(walletRenewalShortMail({ to: { ...fan, email: fan.email }, performer, siteName, appUrl: deps.appUrl, price, profileUrl }));
  }
  return {
    /** Fire and forget: the renewal job's outcome never waits on, or fails with, the mail. */
    walletShort(subscription: SubscriptionRow, price: number): void {
      send(subscription, price).catch((error: unknown) => deps.log?.warn(`The wallet renewal email for subscription ${subscription.id} could not be sent: ${error instanceof Error ? error.message : String(error)}`));
    },
  };
}
