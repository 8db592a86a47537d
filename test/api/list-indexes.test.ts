import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { expect, it } from 'vitest';
import { listArcRequestsPage } from '../../src/server/arc-requests/queries.ts';
import { listAuditPage } from '../../src/server/audit/queries.ts';
import { listInboxPage } from '../../src/server/contact/inbox-queries.ts';
import type { Db } from '../../src/server/db/connection.ts';
import { listDirectoryPage } from '../../src/server/directory/queries.ts';
import { listDocuments } from '../../src/server/documents/queries.ts';
import { listEvents } from '../../src/server/events/queries.ts';
import { listNewsPage } from '../../src/server/news/queries.ts';
import { nearbyReports, reportPins } from '../../src/server/reports/map-queries.ts';
import { listReportsPage } from '../../src/server/reports/queries.ts';
import { listSubscribersPage } from '../../src/server/subscriptions/queries.ts';
import { listUsersPage } from '../../src/server/users/queries.ts';
import { listVotePage } from '../../src/server/votes/queries.ts';
import { encodeCursor, decodeCursor } from '../../src/shared/paging/paging.ts';
import { describeEachEngine } from '../support/test-app.ts';

/** The statements a read sends, as sent (after the app's plugins), for EXPLAIN. */
function recording(db: Db) {
  const statements: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(db.getExecutor().compileQuery(node as RootOperationNode, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), statements };
}

const cursor = (...key: string[]) => decodeCursor(encodeCursor({ dir: 'after', key }), key.length)!;
const back = (...key: string[]) => decodeCursor(encodeCursor({ dir: 'before', key }), key.length)!;
const NOW = '2026-06-01T12:00:00.000Z';

/** Each list's main reads (docs/api.md, Paging, issue 28): what the pages and the staff screens ask. */
const READS: [string, (db: Db) => Promise<unknown>][] = [
  ['news, first page', (db) => listNewsPage(db, {})],
  ['news, an older page', (db) => listNewsPage(db, { cursor: cursor('2024-05-01', NOW, 'x') })],
  ['news, a newer page', (db) => listNewsPage(db, { cursor: back('2024-05-01', NOW, 'x') })],
  ['news, one year', (db) => listNewsPage(db, { year: 2024, cursor: cursor('2024-05-01', NOW, 'x') })],
  ['events, the next ten', (db) => listEvents(db, { from: '2026-06-01' }, 10, 'America/Chicago')],
  ['events, a month', (db) => listEvents(db, { from: '2026-06-01', to: '2026-06-30' }, 500, 'UTC')],
  ['documents, the library', (db) => listDocuments(db, 'sqlite', { visibilities: ['public'] })],
  [
    'documents, one shelf',
    (db) => listDocuments(db, 'sqlite', { visibilities: ['public', 'residents'], category: 'minutes' }),
  ],
  ['users', (db) => listUsersPage(db, {}, { cursor: cursor(NOW, 'x') }, 50)],
  ['audit log', (db) => listAuditPage(db, {}, { cursor: cursor(NOW, 'x') }, 100)],
  ['contact inbox', (db) => listInboxPage(db, { archived: false }, { cursor: cursor(NOW, 'x') }, 100)],
  ['contact archive', (db) => listInboxPage(db, { archived: true }, {}, 100)],
  [
    'ACC requests, decided and withdrawn',
    (db) => listArcRequestsPage(db, '2026-06-01', {}, { cursor: cursor(NOW, 'x') }, 50),
  ],
  ['subscribers', (db) => listSubscribersPage(db, { cursor: cursor(NOW, 'a@example.org') }, 100, (r) => r)],
  // By name: the unique index on lower(username) walks the listed residents in order.
  ['residents directory', (db) => listDirectoryPage(db, undefined, {}, 100)],
  [
    'residents directory, a later page',
    (db) => listDirectoryPage(db, undefined, { cursor: cursor('m') }, 100),
  ],
  ['residents directory, a search', (db) => listDirectoryPage(db, 'maple', { cursor: cursor('m') }, 100)],
  // The board's queue, oldest first; a resident's view (maintenance and their own); one status.
  [
    'reports, the queue',
    (db) => listReportsPage(db, { id: 'x', admin: true }, {}, { cursor: cursor(NOW, 'x') }),
  ],
  // A resident's two lists: the open maintenance reports, and their own. (Both kinds at once, with
  // no filter, is read by the OR of two indexes and sorted: not a page the site asks for.)
  [
    'reports, maintenance for a resident',
    (db) => listReportsPage(db, { id: 'x', admin: false }, { kind: 'maintenance' }, {}),
  ],
  ['reports, my own', (db) => listReportsPage(db, { id: 'x', admin: false }, { mine: true }, {})],
  [
    'reports, the new ones',
    (db) => listReportsPage(db, { id: 'x', admin: true }, { status: 'new' }, { cursor: cursor(NOW, 'x') }),
  ],
  // The open ones (new, acknowledged, in progress) walk the partial index reports_open_idx.
  [
    'reports, the open ones',
    (db) => listReportsPage(db, { id: 'x', admin: true }, { status: 'open' }, { cursor: cursor(NOW, 'x') }),
  ],
  [
    'reports, one category',
    (db) =>
      listReportsPage(db, { id: 'x', admin: true }, { category: 'trails' }, { cursor: cursor(NOW, 'x') }),
  ],
  ['reports, the map for a resident', (db) => reportPins(db, { id: 'x', admin: false }, {})],
  [
    'reports, the map for the board',
    (db) => reportPins(db, { id: 'x', admin: true }, { category: 'trails' }),
  ],
  ['reports, nearby', (db) => nearbyReports(db, 'trails', { x: 0.5, y: 0.5 })],
  // Votes: the current ones and the first past page, then a later past page, newest opening first.
  ['votes, first page', (db) => listVotePage(db, {})],
  ['votes, past', (db) => listVotePage(db, { cursor: cursor(NOW, 'x') })],
];

describeEachEngine('every list read is answered from an index (EXPLAIN)', (ctx) => {
  /** The plan's lines: SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's EXPLAIN text. */
  async function planOf(statement: CompiledQuery): Promise<string[]> {
    const raw = ctx().app.db.withoutPlugins();
    if (ctx().engine === 'sqlite') {
      const { rows } = await raw.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
      );
      return rows.map((row) => row.detail);
    }
    // On a test's near-empty tables the planner rightly prefers reading the table whole; with
    // sequential scans, sorts and bitmap scans priced out it shows whether an index can answer.
    return raw.transaction().execute(async (trx) => {
      for (const setting of ['enable_seqscan', 'enable_sort', 'enable_bitmapscan']) {
        await trx.executeQuery(CompiledQuery.raw(`set local ${setting} = off`));
      }
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
      );
      return rows.map((row) => row['QUERY PLAN']);
    });
  }

  it.each(READS)('%s', async (_name, read) => {
    const { db, statements } = recording(ctx().app.db);
    await read(db);
    const selects = statements.filter((s) => /^select/i.test(s.sql.trim()));
    expect(selects.length).toBeGreaterThan(0);
    for (const statement of selects) {
      const plan = await planOf(statement);
      const text = plan.join('\n');
      if (process.env.SHOW_PLANS) console.log(statement.sql, '\n', text);
      if (ctx().engine === 'sqlite') {
        // "SCAN news" is the whole table; "SCAN news USING INDEX ..." walks an index in order.
        expect(text, `${statement.sql}\n${text}`).not.toMatch(/^SCAN \w+$/m);
        expect(text, `${statement.sql}\n${text}`).not.toMatch(/TEMP B-TREE/);
        expect(text, `${statement.sql}\n${text}`).toMatch(/USING (COVERING )?INDEX/);
      } else {
        expect(text, `${statement.sql}\n${text}`).not.toMatch(/Seq Scan/);
        expect(text, `${statement.sql}\n${text}`).not.toMatch(/\bSort\b/);
        expect(text, `${statement.sql}\n${text}`).toMatch(/Index (Only )?Scan/);
      }
    }
  });

  // The queue's open requests are read by arc_requests_status_idx and sorted by the queue's own
  // order (overdue first, by decision day: it depends on today, so no index holds it). The sort is
  // of the open requests only, which the workflow keeps few, never of the table.
  it('ACC requests, the open ones (first page): read by the status index', async () => {
    const { db, statements } = recording(ctx().app.db);
    await listArcRequestsPage(db, '2026-06-01', {}, {}, 50);
    const open = statements.find((s) => /"status" in/.test(s.sql))!;
    const text = (await planOf(open)).join('\n');
    if (ctx().engine === 'sqlite') {
      expect(text, text).toMatch(/SEARCH arc_requests USING INDEX arc_requests_status_idx/);
    } else {
      expect(text, text).not.toMatch(/Seq Scan on arc_requests/);
      expect(text, text).toMatch(/arc_requests_status_idx/);
    }
  });
});
