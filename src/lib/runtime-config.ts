// Public configuration read at run time (not baked into the bundle at build time): the server reads its
// environment, _document hands the result to the browser as window.__FANSTAGE_CONFIG__.

export interface RuntimeConfig {
  /** Send SHA-256 of the password instead of the typed password (HASH_PASSWORD_ON_CLIENT). */
  hashPasswordOnClient: boolean;
  googleClientId: string | null;
  googleAuthUrl: string;
  /** Twitter sign-in is offered only when the server has a consumer key. */
  twitterEnabled: boolean;
}

declare global {
  interface Window {
    __FANSTAGE_CONFIG__?: RuntimeConfig;
  }
}

export const RUNTIME_CONFIG_GLOBAL = '__FANSTAGE_CONFIG__';
const DEFAULT_GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

const flag = (v: string | undefined) => v === 'true' || v === '1';

export function readServerRuntimeConfig(env: Record<string, string | undefined> = process.env): RuntimeConfig {
  return {
    hashPasswordOnClient: flag(env.HASH_PASSWORD_ON_CLIENT),
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    googleAuthUrl: env.GOOGLE_AUTH_URL || DEFAULT_GOOGLE_AUTH_URL,
    twitterEnabled: !!env.TWITTER_CONSUMER_KEY,
  };
}

const browserDefaults: RuntimeConfig = {
  hashPasswordOnClient: false,
  googleClientId: null,
  googleAuthUrl: DEFAULT_GOOGLE_AUTH_URL,
  twitterEnabled: false,
};

/** The config for this runtime: the environment on the server, the injected object in the browser. */
export function getRuntimeConfig(): RuntimeConfig {
  if (typeof window === 'undefined') return readServerRuntimeConfig();
  return window.__FANSTAGE_CONFIG__ ?? browserDefaults;
}

/** The inline script body that publishes the config; `<` is escaped so a value cannot close the tag. */
export function runtimeConfigScript(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `window.${RUNTIME_CONFIG_GLOBAL}=${json};`;
}
