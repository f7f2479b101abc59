import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('needs nothing for the embedded default: port 3000, PGlite, built-in sandbox', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.linkedin.sandbox).toBe(true);
    expect(config.linkedin.oauthBaseUrl).toBe('http://localhost:3000/sandbox/linkedin/oauth');
    expect(config.linkedin.apiBaseUrl).toBe('http://localhost:3000/sandbox/linkedin');
    expect(config.linkedin.redirectUri).toBe('http://localhost:3000/api/auth/linkedin/callback');
  });

  it('uses real LinkedIn addresses as given once credentials are set', () => {
    const config = loadConfig({
      LINKEDIN_CLIENT_ID: 'id',
      LINKEDIN_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://cadence.example.com/',
    });
    expect(config.linkedin.sandbox).toBe(false);
    expect(config.linkedin.oauthBaseUrl).toBe('https://www.linkedin.com/oauth');
    expect(config.linkedin.apiBaseUrl).toBe('https://api.linkedin.com');
    expect(config.publicUrl).toBe('https://cadence.example.com');
    expect([...config.allowedFrontendOrigins]).toEqual(['https://cadence.example.com']);
  });

  it('labels a LinkedIn on a loopback address a sandbox, and the real one never', () => {
    const credentials = { LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' };
    expect(loadConfig({}).linkedin.standIn).toBe(true);
    expect(loadConfig({ ...credentials, LINKEDIN_API_BASE_URL: 'http://127.0.0.1:4010' }).linkedin.standIn).toBe(true);
    expect(loadConfig(credentials).linkedin.standIn).toBe(false);
  });

  it('lists every bad or missing variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        LINKEDIN_CLIENT_ID: 'only-the-id',
        LINKEDIN_OAUTH_BASE_URL: 'http://linkedin.example.com/oauth',
        SECRET_KEY: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^DATABASE_URL:/m);
    expect(problems).toMatch(/^LINKEDIN_CLIENT_SECRET: set both/m);
    expect(problems).toMatch(/^LINKEDIN_OAUTH_BASE_URL: must use https/m);
    expect(problems).toMatch(/^SECRET_KEY:/m);
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies’ addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    expect(typeof hops === 'function' && [0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('rejects TRUST_PROXY values that would trust anyone, or that it cannot read', () => {
    const problemsWith = (value: string) => {
      try {
        loadConfig({ TRUST_PROXY: value, PORT: 'eighty' });
      } catch (e) {
        return (e as ConfigError).problems.join('\n');
      }
      return '';
    };
    expect(problemsWith('true')).toMatch(/^TRUST_PROXY: true would trust any client to name its own address/m);
    // Reported together with the other bad variables.
    expect(problemsWith('true')).toMatch(/^PORT:/m);
    expect(problemsWith('10.0.0.1,proxy.example.com')).toMatch(/^TRUST_PROXY: .*not understood: proxy\.example\.com$/m);
    expect(problemsWith('10.0.0.0/33')).toMatch(/^TRUST_PROXY: .*not understood: 10\.0\.0\.0\/33$/m);
    expect(problemsWith('-1')).toMatch(/^TRUST_PROXY:/m);
  });

  it('allows plain http for LinkedIn only on loopback addresses', () => {
    const config = loadConfig({
      LINKEDIN_CLIENT_ID: 'id',
      LINKEDIN_CLIENT_SECRET: 'secret',
      LINKEDIN_OAUTH_BASE_URL: 'http://127.0.0.1:4010/oauth',
      LINKEDIN_API_BASE_URL: 'http://localhost:4010',
    });
    expect(config.linkedin.oauthBaseUrl).toBe('http://127.0.0.1:4010/oauth');
  });
});
