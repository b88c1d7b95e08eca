// The gateway in use, following the Stripe keys in the settings (the console's, or the environment's while the
// console leaves them empty; docs/money.md "Stripe"). Each use reads the keys from the cached settings (no query of
// its own) and compares them with the ones the gateway was built with: a changed secret key or webhook secret
// builds a new Stripe client and gateway on the first use after the change, and a cleared secret key goes back to
// the sandbox. Other nodes follow within the settings cache's time.
import type { AppConfig } from '../../config';
import type { Log } from '../../log';
import type { SettingsService } from '../settings/settings.service';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';
import { createStripeClient, type Stripe } from './stripe-client';
import { createStripeGateway, type StripeGateway } from './stripe-gateway';
import { createStripeObjects, type StripeObjects } from './stripe-objects';
import type { StripeRepo } from './stripe.repo';

/** Stripe as configured now: its client, our objects there and the gateway over them. */
export interface StripeInUse {
  client: Stripe;
  objects: StripeObjects;
  gateway: StripeGateway;
}

export interface GatewayInUse {
  /** Where new payments go. */
  gateway: PaymentGateway;
  /** The sandbox's confirmation: open without a real gateway, beside one only with SANDBOX_ENABLED. */
  sandbox: SandboxGateway | null;
  /** Null while no Stripe secret key is set: webhooks, cards and Connect then say Stripe is not set up. */
  stripe: StripeInUse | null;
}

export function createCurrentGateway(deps: {
  config: Pick<AppConfig, 'STRIPE_API_URL' | 'SANDBOX_ENABLED'>;
  settings: Pick<SettingsService, 'all'>;
  repo: StripeRepo;
  /** A gateway taking new payments whatever the keys say (tests). */
  override?: PaymentGateway;
  log?: Pick<Log, 'error'>;
}) {
  const sandboxGateway = createSandboxGateway();
  let built: { secretKey: string; webhookSecret: string; inUse: GatewayInUse } | null = null;

  function stripeWith(secretKey: string, webhookSecret: string): StripeInUse | null {
    if (!secretKey) return null;
    const client = createStripeClient({ STRIPE_SECRET_KEY: secretKey, STRIPE_API_URL: deps.config.STRIPE_API_URL });
    const objects = createStripeObjects({ stripe: client, repo: deps.repo });
    // Without the signing secret no webhook verifies, so no Stripe payment would ever be credited: say so.
    if (!webhookSecret) deps.log?.error({}, 'The Stripe webhook secret is not set: Stripe webhooks cannot be verified, so no Stripe payment will be confirmed.');
    const gateway = createStripeGateway({ stripe: client, secretKey, webhookSecret: webhookSecret || undefined, objects, repo: deps.repo });
    return { client, objects, gateway };
  }

  function build(secretKey: string, webhookSecret: string): GatewayInUse {
    const stripe = stripeWith(secretKey, webhookSecret);
    const real = deps.override ?? stripe?.gateway ?? null;
    const sandbox = !real || deps.config.SANDBOX_ENABLED ? sandboxGateway : null;
    return { gateway: real ?? sandbox!, sandbox, stripe };
  }

  return {
    async current(): Promise<GatewayInUse> {
      const { stripeSecretKey, stripeWebhookSecret } = await deps.settings.all();
      if (built?.secretKey !== stripeSecretKey || built.webhookSecret !== stripeWebhookSecret) {
        built = { secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret, inUse: build(stripeSecretKey, stripeWebhookSecret) };
      }
      return built.inUse;
    },

    /** A real gateway takes payments (Stripe's secret key is set), so test money is never paid out. */
    async isReal(): Promise<boolean> {
      return !!(await deps.settings.all()).stripeSecretKey;
    },
  };
}
export type CurrentGateway = ReturnType<typeof createCurrentGateway>;
