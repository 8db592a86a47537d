/**
 * Volume benchmark (issue 28): does a page or a list cost what it shows, whatever the site's age?
 * For each engine (SQLite; PostgreSQL too with BENCH_DATABASE_URL=postgres://...), starts the
 * production server as `npm start` does on a fresh database with the demo content, measures every
 * public page and first-page list (and the staff lists, as an admin), then loads ten years of
 * content into the same database and measures again:
 *   VOLUME_NEWS (5,000) news, 3,000 events (100 repeating), 1,000 documents with their PDF text,
 *   2,000 users with homes, 100,000 audit entries, 5,000 contact messages, 1,000 subscribers,
 *   2,000 resident reports (1,000 still open, most pinned on the map) and 50 closed votes over the
 *   demo roll of homes with their ballots.
 * Each target: 3 unmeasured requests, then 20 sequential ones; the median time and the body's bytes
 * (uncompressed). The response cache is off (RESPONSE_CACHE_SECONDS=0): what is measured is the
 * work, not a kept copy. Loopback only; bounded (one server at a time, a few hundred requests).
 *
 *   npm run bench:volume   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres for both)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createSession } from '../src/server/auth/sessions.ts';
import { openDatabase, type Db } from '../src/server/db/connection.ts';
import { newId } from '../src/server/db/ids.ts';
import { searchableText } from '../src/server/documents/search-text.ts';
import type { DatabaseConfig } from '../src/server/config.ts';

const NEWS = Number(process.env.VOLUME_NEWS ?? 5000);
const EVENTS = 3000;
const REPEATING = 100;
const DOCUMENTS = 1000;
const USERS = 2000;
const AUDIT = 100_000;
const MESSAGES = 5000;
const SUBSCRIBERS = 1000;
const REPORTS = 2000;
const OPEN_REPORTS = 1000;
const VOTES = 50;
const SAMPLES = 20;

execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });

const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } })
  .scripts.start;
const serverArgs = startScript.split('&&').at(-1)!.trim().split(/\s+/).slice(1);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const today = dayOf(new Date());
const DAY_MS = 86_400_000;
/** A day `offset` days from today. */
const dayFrom = (offset: number) => dayOf(new Date(Date.now() + offset * DAY_MS));

/** A seeded generator: every run loads the same site. */
let seed = 28;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const WORDS = [
  'pool',
  'board',
  'meeting',
  'budget',
  'fence',
  'landscaping',
  'snow',
  'removal',
  'reserve',
  'study',
  'playground',
  'resurfacing',
  'annual',
  'picnic',
  'assessment',
  'clubhouse',
  'parking',
  'trash',
  'recycling',
  'architectural',
  'review',
  'paint',
  'roof',
  'streetlight',
  'drainage',
  'survey',
];
const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
const sentence = (n: number) => {
  const text = words(n);
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
};

async function insertAll(db: Db, table: string, rows: Record<string, unknown>[], batch = 500) {
  for (let i = 0; i < rows.length; i += batch) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every table alike
    await (db as any)
      .insertInto(table)
      .values(rows.slice(i, i + batch))
      .execute();
  }
}

/** Ten years of a 262-home community (and more news than a weekly board would post). */
async function loadTenYears(db: Db): Promise<void> {
  const stamp = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString();
  await insertAll(
    db,
    'news',
    Array.from({ length: NEWS }, (_, i) => {
      const offset = -Math.floor((i / NEWS) * 3650) - 1;
      return {
        id: newId(),
        title: `${sentence(4)} (${i})`.slice(0, 100),
        description: `${sentence(18)} ${sentence(10)}`.slice(0, 200),
        type: pick(['update', 'event', 'meeting', 'maintenance', null]),
        image: null,
        link: random() < 0.2 ? 'https://example.org/more' : null,
        date: dayFrom(offset),
        createdAt: stamp(offset),
        updatedAt: stamp(offset),
      };
    }),
  );
  await insertAll(
    db,
    'events',
    Array.from({ length: EVENTS }, (_, i) => {
      const offset = Math.floor(random() * 3650) - 3285; // nine years back, one ahead
      const date = dayFrom(offset);
      const repeating = i < REPEATING;
      const hour = 9 + Math.floor(random() * 10);
      return {
        id: newId(),
        title: sentence(3).slice(0, 100),
        description: sentence(25),
        date,
        startTime: `${date}T${pad(hour)}:00:00.000Z`,
        endTime: `${date}T${pad(hour + 1)}:30:00.000Z`,
        location: pick(['Clubhouse', 'Pool', 'Park pavilion', 'Online']),
        type: pick(['social', 'meeting', 'maintenance']),
        repeat: repeating ? pick(['weekly', 'monthly', 'yearly']) : 'none',
        repeatUntil: repeating ? dayFrom(Math.min(offset + 365 * 3, 3000)) : null,
        createdAt: stamp(offset - 30),
        updatedAt: stamp(offset - 30),
      };
    }),
  );
  const files: Record<string, unknown>[] = [];
  const documents: Record<string, unknown>[] = [];
  const texts: Record<string, unknown>[] = [];
  for (let i = 0; i < DOCUMENTS; i++) {
    const offset = -Math.floor((i / DOCUMENTS) * 3650);
    const fileId = newId();
    const id = newId();
    const title = `${pick(['Minutes', 'Budget', 'Newsletter', 'Form', 'Guidelines'])} ${sentence(3)}`.slice(
      0,
      100,
    );
    const text = searchableText(Array.from({ length: 40 }, () => sentence(12)).join(' '));
    files.push({
      id: fileId,
      contentType: 'application/pdf',
      size: 150_000,
      chunkSize: 262_144,
      sha256: 'f'.repeat(64),
      completedAt: stamp(offset),
      createdAt: stamp(offset),
    });
    documents.push({
      id,
      title,
      category: pick(['governing', 'minutes', 'financial', 'forms', 'architectural', 'other']),
      visibility: pick(['public', 'public', 'residents', 'staff']),
      date: dayFrom(offset),
      fileId,
      contentType: 'application/pdf',
      size: 150_000,
      createdBy: null,
      createdAt: stamp(offset),
      updatedAt: stamp(offset),
      textState: 'indexed',
      searchTitle: title.toLowerCase(),
      searchWords: text.searchWords,
    });
    texts.push({ documentId: id, searchText: text.searchText, textContent: text.text });
  }
  await insertAll(db, 'storedFiles', files);
  await insertAll(db, 'documents', documents);
  await insertAll(db, 'documentTexts', texts, 100);
  await insertAll(
    db,
    'users',
    Array.from({ length: USERS }, (_, i) => ({
      id: newId(),
      username: `resident${i}`,
      email: `resident${i}@example.org`,
      passwordHash: 'not-a-hash',
      role: 'USER',
      address: `${100 + (i % 262)} Oak Lane`,
      residentStatus: 'approved',
      createdAt: stamp(-Math.floor((i / USERS) * 3650)),
      updatedAt: stamp(-Math.floor((i / USERS) * 3650)),
    })),
  );
  await insertAll(
    db,
    'auditLog',
    Array.from({ length: AUDIT }, (_, i) => ({
      id: newId(),
      actorId: null,
      actorName: pick(['admin', 'treasurer', 'secretary']),
      action: pick(['create', 'update', 'delete']),
      kind: pick(['news', 'event', 'document', 'user']),
      objectId: newId(),
      summary: sentence(5),
      createdAt: stamp(-(i / AUDIT) * 3650),
    })),
    1000,
  );
  await insertAll(
    db,
    'contactMessages',
    Array.from({ length: MESSAGES }, (_, i) => ({
      id: newId(),
      name: `Neighbour ${i}`,
      email: `neighbour${i}@example.org`,
      subject: sentence(4),
      message: sentence(40),
      status: 'delivered',
      readAt: stamp(-(i / MESSAGES) * 3650),
      archivedAt: i > 100 ? stamp(-(i / MESSAGES) * 3650) : null,
      createdAt: stamp(-(i / MESSAGES) * 3650),
    })),
  );
  await insertAll(
    db,
    'subscribers',
    Array.from({ length: SUBSCRIBERS }, (_, i) => ({
      id: newId(),
      email: `reader${i}@example.org`,
      status: 'confirmed',
      source: 'form',
      confirmedAt: stamp(-i),
      createdAt: stamp(-i),
      updatedAt: stamp(-i),
    })),
  );
}

const MAINTENANCE = ['playground', 'trails', 'landscaping', 'lighting', 'drainage', 'common-area', 'other'];
const VIOLATION = ['parking', 'trash', 'landscaping', 'noise', 'pets', 'exterior', 'other'];
const FINISHED = ['resolved', 'closed', 'duplicate'] as const;
const OPEN = ['new', 'acknowledged', 'in_progress'] as const;

/**
 * Ten years of resident reports (one every other day, a fifth of them violations) and of votes (five
 * a year, each over the demo roll of homes with four homes in ten voting). The newest reports are the
 * open ones, as a board that keeps up leaves them.
 */
async function loadReportsAndVotes(db: Db): Promise<void> {
  const stamp = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString();
  const reporters = await db.selectFrom('users').select(['id', 'username']).limit(200).execute();
  const reports = [];
  const events = [];
  for (let i = 0; i < REPORTS; i++) {
    // i = 0 is the oldest; the last OPEN_REPORTS are still open.
    const offset = -3650 + Math.floor((i / REPORTS) * 3645);
    const open = i >= REPORTS - OPEN_REPORTS;
    const kind = random() < 0.2 ? 'violation' : 'maintenance';
    const status = open ? pick(OPEN) : pick(FINISHED);
    const reporter = pick(reporters);
    const id = newId();
    const year = new Date(Date.now() + offset * DAY_MS).getUTCFullYear();
    const pinned = random() < 0.8;
    reports.push({
      id,
      reference: `R-${year}-${String(i + 1).padStart(4, '0')}`,
      kind,
      category: pick(kind === 'violation' ? VIOLATION : MAINTENANCE),
      title: sentence(5).slice(0, 200),
      description: `${sentence(20)} ${sentence(12)}`,
      address: random() < 0.5 ? `${100 + Math.floor(random() * 262)} Oak Lane` : null,
      locationX: pinned ? random() : null,
      locationY: pinned ? random() : null,
      status,
      duplicateOf: null,
      reporterId: reporter.id,
      reporterName: reporter.username,
      createdAt: stamp(offset),
      updatedAt: stamp(offset + 3),
      resolvedAt: status === 'resolved' ? stamp(offset + 3) : null,
    });
    events.push({
      id: newId(),
      reportId: id,
      at: stamp(offset),
      actorId: reporter.id,
      actorName: reporter.username,
      actorRole: 'USER',
      status: 'new',
      note: null,
    });
    if (status !== 'new') {
      events.push({
        id: newId(),
        reportId: id,
        at: stamp(offset + 3),
        actorId: null,
        actorName: 'admin',
        actorRole: 'ADMIN',
        status,
        note: sentence(8),
      });
    }
  }
  await insertAll(db, 'reports', reports);
  await insertAll(db, 'reportEvents', events);

  const homes = (await db.selectFrom('homes').select('id').execute()).map((home) => home.id);
  for (let v = 0; v < VOTES; v++) {
    const offset = -3650 + Math.floor((v / VOTES) * 3600);
    const id = newId();
    await insertAll(db, 'votes', [
      {
        id,
        title: `${sentence(4)} (${v})`.slice(0, 200),
        description: sentence(30),
        kind: 'resolution',
        maxChoices: 1,
        opensAt: stamp(offset),
        closesAt: stamp(offset + 14),
        secret: 1,
        quorumPercent: 20,
        passPercent: 50,
        voters: 'owners',
        cancelledAt: null,
        cancelReason: null,
        rollFrozenAt: stamp(offset),
        noticeQueuedAt: stamp(offset),
        remindedAt: null,
        certificateDocumentId: null,
        createdAt: stamp(offset - 10),
        updatedAt: stamp(offset),
      },
    ]);
    const options = ['Yes', 'No', 'Abstain'].map((label, position) => ({
      id: newId(),
      voteId: id,
      label,
      position,
    }));
    await insertAll(db, 'voteOptions', options);
    await insertAll(
      db,
      'voteRoll',
      homes.map((homeId) => ({ voteId: id, homeId })),
    );
    const voted = homes.filter(() => random() < 0.4);
    await insertAll(
      db,
      'voteParticipation',
      voted.map((homeId) => ({
        voteId: id,
        homeId,
        castBy: null,
        castByName: 'Paper ballot',
        recordedBy: null,
        castAt: stamp(offset + 1),
      })),
    );
    const receipts = voted.map(() => newId());
    await insertAll(
      db,
      'voteBallots',
      receipts.map((receipt) => ({
        voteId: id,
        id: newId(),
        choices: JSON.stringify([pick(options).id]),
        receiptHash: receipt,
        homeId: null,
      })),
    );
    await insertAll(
      db,
      'voteReceipts',
      receipts.map((receipt) => ({ voteId: id, receipt })),
    );
  }
}

/** The last day of the month `day` is in. */
function monthEnd(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return `${day.slice(0, 8)}${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}

/** The pages and first-page lists a visitor reads, then the staff lists as an admin. */
const TARGETS: { path: string; staff?: boolean; budgetKb?: number }[] = [
  { path: '/' },
  { path: '/newsletter', budgetKb: 150 },
  { path: '/api/news', budgetKb: 100 },
  { path: '/events' },
  { path: `/api/events?from=${today}` },
  // The month /events renders (its calendar's read).
  { path: `/api/events?from=${today.slice(0, 8)}01&to=${monthEnd(today)}&limit=500` },
  { path: '/api/arc-requests', staff: true },
  { path: '/documents' },
  { path: '/api/documents' },
  { path: '/api/user', staff: true },
  { path: '/api/audit', staff: true },
  { path: '/api/contact/messages', staff: true },
  { path: '/api/subscribers', staff: true },
  // The board's queue (oldest first), a resident's open maintenance list, and the votes.
  { path: '/api/reports', staff: true },
  { path: '/api/reports?kind=maintenance&status=new', staff: true },
  // The open ones (partial index), the map's pins (every open report with a pin) and "nearby".
  { path: '/api/reports?status=open', staff: true },
  { path: '/api/reports/pins', staff: true },
  { path: '/api/reports/nearby?category=playground&x=0.5&y=0.5', staff: true },
  { path: '/api/votes', staff: true },
];

function get(
  port: number,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Measured = Map<string, { ms: number; bytes: number; status: number }>;

async function measure(port: number, staff: Record<string, string>): Promise<Measured> {
  const out: Measured = new Map();
  for (const target of TARGETS) {
    const headers = target.staff ? staff : {};
    for (let i = 0; i < 3; i++) await get(port, target.path, headers);
    const runs = [];
    for (let i = 0; i < SAMPLES; i++) runs.push(await get(port, target.path, headers));
    out.set(target.path, {
      ms: median(runs.map((r) => r.ms)),
      bytes: runs[0]!.bytes,
      status: runs[0]!.status,
    });
  }
  return out;
}

async function startServer(database: string, dataDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, serverArgs, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      RESPONSE_CACHE_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await get(port, '/api/health', {})).status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function adminHeaders(db: Db): Promise<Record<string, string>> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      username: 'bench-admin',
      email: 'bench-admin@example.org',
      passwordHash: 'x',
      role: 'ADMIN',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { authorization: `Bearer ${await createSession(db, id)}` };
}

async function runEngine(engine: 'sqlite' | 'postgres'): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoa-volume-'));
  let database: string;
  let config: DatabaseConfig;
  let drop = async () => {};
  if (engine === 'postgres') {
    const server = process.env.BENCH_DATABASE_URL!;
    const name = `hoa_volume_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    database = url.toString();
    config = { kind: 'postgres', url: database };
    drop = async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    database = path.join(dir, 'volume.sqlite');
    config = { kind: 'sqlite', file: database };
  }
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = await startServer(database, dir, port);
  const db = openDatabase(config);
  try {
    const staff = await adminHeaders(db);
    const demo = await measure(port, staff);
    const started = Date.now();
    await loadTenYears(db);
    await loadReportsAndVotes(db);
    const loadSeconds = ((Date.now() - started) / 1000).toFixed(0);
    const volume = await measure(port, staff);
    console.log(`\n### ${engine} (ten years loaded in ${loadSeconds} s)\n`);
    console.log(
      '| target | demo p50 ms | demo KB | ten years p50 ms | ten years KB | within 2x + 5 ms | budget |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const target of TARGETS) {
      const a = demo.get(target.path)!;
      const b = volume.get(target.path)!;
      const within = b.ms <= 2 * a.ms + 5 ? 'yes' : 'NO';
      const budget = target.budgetKb
        ? b.bytes / 1024 <= target.budgetKb
          ? `< ${target.budgetKb} KB`
          : `OVER ${target.budgetKb} KB`
        : '';
      const status = b.status === 200 ? '' : ` (HTTP ${b.status})`;
      console.log(
        `| \`${target.path.replace(today, 'TODAY').replace(/\d{4}-\d{2}-(01|28|29|30|31)/g, 'MONTH')}\`${target.staff ? ' (admin)' : ''}${status} | ${a.ms.toFixed(1)} | ${(a.bytes / 1024).toFixed(1)} | ${b.ms.toFixed(1)} | ${(b.bytes / 1024).toFixed(1)} | ${within} | ${budget} |`,
      );
    }
  } finally {
    await db.destroy();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `Volume: ${NEWS} news, ${EVENTS} events (${REPEATING} repeating), ${DOCUMENTS} documents, ${USERS} users, ${AUDIT} audit entries, ${MESSAGES} messages, ${SUBSCRIBERS} subscribers, ${REPORTS} reports (${OPEN_REPORTS} open), ${VOTES} votes; median of ${SAMPLES} sequential requests, response cache off.`,
);
await runEngine('sqlite');
if (process.env.BENCH_DATABASE_URL && /^postgres(ql)?:/.test(process.env.BENCH_DATABASE_URL))
  await runEngine('postgres');
