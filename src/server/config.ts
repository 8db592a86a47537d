import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { communitySchema, type Community } from '../shared/community/community.ts';
import { defaultCommunity } from '../shared/community/defaults.ts';
import { DEFAULT_DOCUMENT_MAX_MB, PDF_TEXT_LIMITS } from '../shared/documents/documents.ts';
import type { ChildLimits } from './documents/bounded-child.ts';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  seedDemo: boolean;
  admin: { email: string; password: string; username: string } | null;
  /**
   * Where contact messages are mailed: `contactTo` is CONTACT_TO, or null to send each message to
   * the manager's email as the community settings say when it is sent.
   */
  smtp: { url: string; from: string; contactTo: string | null } | null;
  publicUrl: string;
  /**
   * The community facts of COMMUNITY_CONFIG (or the built-in ones): the defaults under what staff
   * save in Settings. Read the facts from `app.community`, never from here.
   */
  communityDefaults: Community;
  /** Requests a minute per IP to login, register and password reset. */
  authRateLimit: number;
  /** Contact messages an hour per IP. */
  contactRateLimit: number;
  /** Document searches (`GET /api/documents?q=`, and /documents?q=) a minute per IP. */
  searchRateLimit: number;
  /** Architectural review requests one resident may submit in 24 hours. */
  arcRequestLimit: number;
  logLevel: string;
  /** Where the built client lives; null serves no pages (API-only tests). */
  clientDir: string | null;
  /** How often undelivered contact messages are retried, in milliseconds. */
  mailRetryMs: number;
  /** At most this many mails a minute are handed to the mail server (MAIL_RATE_PER_MINUTE). */
  mailRatePerMinute: number;
  /**
   * Behind reverse proxies: which of them to believe about the client's address and scheme
   * (X-Forwarded-*). A number trusts that many hops nearest the app (TRUST_PROXY=true is one);
   * a list trusts the proxies at those addresses or ranges; false trusts none. Never "every hop":
   * a client can write its own X-Forwarded-For, and only the entries our own proxies added are true.
   */
  trustProxy: TrustProxy;
  /**
   * How long, in milliseconds, a copy of a public answer (a page or list for anonymous readers, the
   * community facts) may be served before it is made again; 0 keeps none (RESPONSE_CACHE_SECONDS).
   * Writes in this process and, on SQLite, in any process drop the copies at once; this bounds how
   * long another process's PostgreSQL write takes to show.
   */
  responseCacheMs: number;
  /** The largest document the library accepts, in bytes (DOCUMENT_MAX_MB). */
  documentMaxBytes: number;
  /**
   * How long, and with how much memory, one PDF's text may be read before the reading is stopped
   * and the document kept without its text. Not an environment variable: the defaults are the
   * ones the staff screen states (PDF_TEXT_LIMITS); tests shorten them.
   */
  pdfTextLimits: ChildLimits;
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; null: no /metrics (404). */
  metricsToken: string | null;
  /**
   * Scheduled backups (BACKUP_DIR, BACKUP_TIME, BACKUP_KEEP): a snapshot export written to `dir`
   * every day at `time` (HH:MM in the community's time zone), the newest `keep` kept; null: none.
   */
  backup: BackupConfig | null;
}

export interface BackupConfig {
  dir: string;
  /** HH:MM, 24-hour, in the community's time zone. */
  time: string;
  keep: number;
}

export type TrustProxy = false | number | string[];

/** A configuration value that cannot be used; main prints its message as one line. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new ConfigError(`${name} must be a whole number between 1 and ${max}, got "${raw}"`);
  }
  return value;
}

/** A whole number of seconds, 0 allowed. */
function seconds(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new ConfigError(`${name} must be a whole number of seconds between 0 and ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off, `true` (the one proxy in front), a number of proxy hops, or the proxies'
 * addresses and ranges separated by commas.
 */
function parseTrustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  const word = raw.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(word)) return false;
  if (['true', 'yes', 'on'].includes(word)) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 10) return hops;
  }
  const addresses = raw.split(',').map((part) => part.trim());
  if (addresses.every(isAddressOrRange)) return addresses;
  throw new ConfigError(
    `TRUST_PROXY must be true, false, a number of proxy hops (1-10) or the proxies' addresses separated by commas, got "${raw}"`,
  );
}

function parseDatabase(raw: string | undefined, dataDir: string): DatabaseConfig {
  if (!raw) return { kind: 'sqlite', file: path.join(dataDir, 'hoa.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(raw)) {
    try {
      new URL(raw);
    } catch {
      throw new ConfigError(`DATABASE_URL is not a valid postgres URL`);
    }
    return { kind: 'postgres', url: raw };
  }
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new ConfigError('DATABASE_URL sqlite: URL names no file');
    return { kind: 'sqlite', file };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    throw new ConfigError(`DATABASE_URL must be a file path, a sqlite: URL or a postgres:// URL`);
  }
  return { kind: 'sqlite', file: raw };
}

function readCommunityFile(file: string | undefined): Community {
  if (!file) return defaultCommunity;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`COMMUNITY_CONFIG cannot be read as JSON: ${(error as Error).message}`);
  }
  const result = communitySchema.safeParse({ ...defaultCommunity, ...(json as object) });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`COMMUNITY_CONFIG field ${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = positiveInt(env, 'PORT', 3000, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const database = parseDatabase(env.DATABASE_URL?.trim(), dataDir);
  const usingDefaultDatabase = !env.DATABASE_URL?.trim();

  let admin: AppConfig['admin'] = null;
  if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) {
    if (!env.ADMIN_EMAIL) throw new ConfigError('ADMIN_EMAIL is required when ADMIN_PASSWORD is set');
    if (!env.ADMIN_PASSWORD) throw new ConfigError('ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
    admin = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, username: env.ADMIN_USERNAME || 'admin' };
  }

  let smtp: AppConfig['smtp'] = null;
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\//i.test(env.SMTP_URL))
      throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
    smtp = {
      url: env.SMTP_URL,
      from: env.MAIL_FROM || `no-reply@${new URL(env.SMTP_URL).hostname || 'localhost'}`,
      contactTo: env.CONTACT_TO?.trim() || null,
    };
  }

  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    const url = new URL(publicUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http or https URL, got "${env.PUBLIC_URL}"`);
  }

  return {
    port,
    host,
    database,
    dataDir,
    seedDemo: bool(env, 'SEED_DEMO', usingDefaultDatabase),
    admin,
    smtp,
    publicUrl,
    communityDefaults: readCommunityFile(env.COMMUNITY_CONFIG),
    authRateLimit: positiveInt(env, 'AUTH_RATE_LIMIT', 20),
    contactRateLimit: positiveInt(env, 'CONTACT_RATE_LIMIT', 10),
    searchRateLimit: positiveInt(env, 'SEARCH_RATE_LIMIT', 60),
    arcRequestLimit: positiveInt(env, 'ARC_REQUEST_LIMIT', 10),
    logLevel: env.LOG_LEVEL || 'info',
    clientDir: path.resolve('dist/client'),
    mailRetryMs: positiveInt(env, 'MAIL_RETRY_MS', 60_000),
    mailRatePerMinute: positiveInt(env, 'MAIL_RATE_PER_MINUTE', 60),
    trustProxy: parseTrustProxy(env),
    responseCacheMs: seconds(env, 'RESPONSE_CACHE_SECONDS', 5, 3600) * 1000,
    documentMaxBytes: positiveInt(env, 'DOCUMENT_MAX_MB', DEFAULT_DOCUMENT_MAX_MB, 1024) * 1024 * 1024,
    pdfTextLimits: {
      timeMs: PDF_TEXT_LIMITS.seconds * 1000,
      memoryBytes: PDF_TEXT_LIMITS.memoryMb * 1024 * 1024,
    },
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    backup: parseBackup(env),
  };
}

function parseBackup(env: Env): BackupConfig | null {
  const dir = env.BACKUP_DIR?.trim();
  if (!dir) return null;
  const time = env.BACKUP_TIME?.trim() || '03:15';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    throw new ConfigError(`BACKUP_TIME must be a time of day HH:MM (24-hour), got "${env.BACKUP_TIME}"`);
  }
  return { dir: path.resolve(dir), time, keep: positiveInt(env, 'BACKUP_KEEP', 14, 3650) };
}
