/** @jest-environment node */
import path from 'node:path';
import { loadConfig } from '@/server/config';

/** process.env's type requires NODE_ENV; these tests are about leaving variables out. */
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('loadConfig', () => {
  it('works with no variables at all (the fresh-clone case)', () => {
    const config = loadConfig(env({}), { jwtSecret: 'j'.repeat(40), internalApiSecret: 'i'.repeat(20) });
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.jwtSecret).toBe('j'.repeat(40));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.HASH_PASSWORD_ON_CLIENT).toBe(false);
    // A fresh `npm start` shows full-size demo media; tests ask for tiny ones.
    expect(config.DEMO_MEDIA_SIZE).toBe('full');
  });

  it('prefers secrets from the environment over generated ones', () => {
    const config = loadConfig(env({ JWT_SECRET: 'e'.repeat(32) }), { jwtSecret: 'g'.repeat(40), internalApiSecret: 'i'.repeat(20) });
    expect(config.jwtSecret).toBe('e'.repeat(32));
    expect(config.internalApiSecret).toBe('i'.repeat(20));
  });

  it('reads booleans, numbers and trims the site address', () => {
    const config = loadConfig(env({ HASH_PASSWORD_ON_CLIENT: 'true', PORT: '8080', APP_URL: 'https://fans.example.com/', DATABASE_URL: '' }));
    expect(config.HASH_PASSWORD_ON_CLIENT).toBe(true);
    expect(config.PORT).toBe(8080);
    expect(config.appUrl).toBe('https://fans.example.com');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('allows the site\'s own origin to call the API, plus ALLOWED_ORIGINS written as origins', () => {
    expect(loadConfig(env({})).allowedOrigins).toEqual(['http://localhost:3000']);
    const config = loadConfig(env({ APP_URL: 'https://fans.example.com/', ALLOWED_ORIGINS: 'https://m.example.com, http://localhost:8081/,https://fans.example.com' }));
    expect(config.allowedOrigins).toEqual(['https://fans.example.com', 'https://m.example.com', 'http://localhost:8081']);
  });

  it('refuses an allowed origin with a path, a wildcard or another scheme, saying how to write it', () => {
    for (const bad of ['https://m.example.com/app', '*', 'ftp://files.example.com', 'm.example.com']) {
      expect(() => loadConfig(env({ ALLOWED_ORIGINS: bad }))).toThrow(`ALLOWED_ORIGINS: "${bad}" is not an origin: write it as scheme://host[:port], like https://app.example.com.`);
    }
  });

  it('reports every bad variable in one readable error', () => {
    let error: Error | undefined;
    try {
      loadConfig(env({ PORT: 'eighty', JWT_SECRET: 'short', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud', DEMO_MEDIA_SIZE: 'huge' }));
    } catch (e) {
      error = e as Error;
    }
    expect(error).toBeInstanceOf(Error);
    const message = error!.message;
    expect(message).toMatch(/^Invalid environment configuration:/);
    for (const variable of ['PORT', 'JWT_SECRET', 'DATABASE_URL', 'LOG_LEVEL', 'DEMO_MEDIA_SIZE']) expect(message).toContain(`  ${variable}: `);
    expect(message).toContain('JWT_SECRET must be at least 32 characters');
    expect(message).toContain('See .env.example.');
  });
});
