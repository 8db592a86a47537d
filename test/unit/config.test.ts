import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database.kind).toBe('sqlite');
    expect(config.database.kind === 'sqlite' && config.database.file.endsWith('data/hoa.sqlite')).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeNull();
    expect(config.smtp).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.authRateLimit).toBe(20);
    expect(config.contactRateLimit).toBe(10);
    expect(config.searchRateLimit).toBe(60);
    expect(config.arcRequestLimit).toBe(10);
    expect(config.pdfTextLimits).toEqual({ timeMs: 30_000, memoryBytes: 384 * 1024 * 1024 });
    expect(config.communityDefaults.homes).toBe(262);
    expect(config.communityDefaults.timeZone).toBe('America/Los_Angeles');
    expect(config.trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY=true as the one proxy in front, never as every hop', () => {
    for (const value of ['true', 'yes', '1', 'on', 'TRUE']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy, value).toBe(1);
    }
    for (const value of ['false', 'no', '0', 'off', '']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy, value).toBe(false);
    }
  });

  it('reads TRUST_PROXY as a number of hops or as the proxies addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('takes CONTACT_TO as given, and otherwise leaves the recipient to the settings at sending time', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.org:587' };
    expect(loadConfig({ ...smtp, CONTACT_TO: 'board@example.org' }).smtp?.contactTo).toBe(
      'board@example.org',
    );
    expect(loadConfig(smtp).smtp?.contactTo).toBeNull();
  });

  it('selects PostgreSQL by URL and then does not seed unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/hoa' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost:5432/hoa' });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/hoa', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'sqlite:./x.db' }).database).toEqual({
      kind: 'sqlite',
      file: './x.db',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a whole number/],
    [{ PORT: '70000' }, /^PORT must be a whole number between 1 and 65535/],
    [{ AUTH_RATE_LIMIT: '0' }, /^AUTH_RATE_LIMIT/],
    [{ CONTACT_RATE_LIMIT: '-3' }, /^CONTACT_RATE_LIMIT/],
    [{ SEARCH_RATE_LIMIT: 'lots' }, /^SEARCH_RATE_LIMIT/],
    [{ ARC_REQUEST_LIMIT: '0' }, /^ARC_REQUEST_LIMIT/],
    [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO must be true or false/],
    [{ TRUST_PROXY: 'sometimes' }, /^TRUST_PROXY must be true, false, a number of proxy hops/],
    [{ TRUST_PROXY: '11' }, /^TRUST_PROXY must be true, false, a number of proxy hops/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^TRUST_PROXY must be true, false, a number of proxy hops/],
    [{ TRUST_PROXY: '10.0.0.1,' }, /^TRUST_PROXY must be true, false, a number of proxy hops/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /^DATABASE_URL/],
    [{ ADMIN_EMAIL: 'a@b.org' }, /^ADMIN_PASSWORD is required/],
    [{ ADMIN_PASSWORD: 'secret-pass' }, /^ADMIN_EMAIL is required/],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL must start with smtp/],
    [{ PUBLIC_URL: 'ftp://site' }, /^PUBLIC_URL must be an http or https URL/],
    [{ COMMUNITY_CONFIG: '/no/such/file.json' }, /^COMMUNITY_CONFIG cannot be read/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
