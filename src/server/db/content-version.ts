import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Tables no anonymous answer reads: writing them (a sign-in's session, the audit log, the mail
 * outbox, rate-limit counters, job leases) leaves every cached public answer true. Compared without underscores or case, since
 * Kysely names a table `auditLog` before the camel-case plugin and `audit_log` after it.
 */
const TABLES_NO_PUBLIC_ANSWER_READS = new Set([
  'sessions',
  'accounttokens',
  'auditlog',
  'mailoutbox',
  'contactmessages',
  // Counted on every rate-limited request and claimed by every scheduled run (docs/operating.md, "Running several processes").
  'ratelimitcounters',
  'jobleases',
]);

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'TableNode') {
    const { identifier } = (node as unknown as { table: { identifier: { name: string } } }).table;
    return identifier.name.replace(/_/g, '').toLowerCase();
  }
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  return null;
}

/** True for a query that may change what a public answer shows: any write but to the tables above. */
function changesContent(node: RootOperationNode): boolean {
  const n = node as unknown as Record<string, unknown>;
  switch (node.kind) {
    case 'SelectQueryNode':
      return false;
    case 'InsertQueryNode':
    case 'MergeQueryNode':
      return !TABLES_NO_PUBLIC_ANSWER_READS.has(tableName(n.into as OperationNode) ?? '');
    case 'UpdateQueryNode':
      return !TABLES_NO_PUBLIC_ANSWER_READS.has(tableName(n.table as OperationNode) ?? '');
    case 'DeleteQueryNode': {
      const froms = ((n.from as { froms?: OperationNode[] } | undefined)?.froms ?? []).map(tableName);
      return froms.length === 0 || froms.some((name) => !TABLES_NO_PUBLIC_ANSWER_READS.has(name ?? ''));
    }
    case 'RawNode': {
      // sql`select 1` (the health check) reads; any other raw statement is taken as a write.
      const first = ((n.sqlFragments as readonly string[] | undefined) ?? [''])[0] ?? '';
      return !/^\s*select\b/i.test(first);
    }
    default:
      return true; // create, alter, drop: the schema changed
  }
}

/**
 * A number that changes whenever something a public answer shows may have changed, for the
 * response cache (src/server/http/response-cache.ts) to check its copies against.
 *
 * - Every write this process makes through Kysely counts, wherever it comes from (a route, a
 *   background job, a test writing through `app.db`): counted when the query is sent and again when
 *   its result arrives, so a read that ran meanwhile cannot be kept as current.
 * - Writes by other connections to the same SQLite file (another process, a script) count through
 *   SQLite's `data_version`, which changes whenever another connection commits: seen by the first
 *   request sent after the commit.
 * - PostgreSQL has no such cheap signal; another process's write is seen when the copy expires (the
 *   cache's maximum age).
 */
export class ContentVersion implements KyselyPlugin {
  #writes = 0;
  #otherConnections: () => number = () => 0;
  readonly #pending = new WeakSet<QueryId>();

  /**
   * SQLite: a reading of `PRAGMA data_version` on the app's connection, read once per turn of the
   * event loop. Each reading takes SQLite's file locks (two fcntl calls and an fstat, 6 µs alone and
   * about 18 µs under load): read for every cached answer, it was a fifth of the server's time.
   * Once per turn is still "at once" for any request sent after another connection's commit: the
   * requests answered in one turn are those whose bytes had arrived when it polled the sockets, and
   * a reading taken in that turn after the poll sees every commit made before it; one sent after the
   * commit is answered in a later turn, with a new reading.
   */
  watchOtherConnections(read: () => number): void {
    let reading: number | undefined;
    const forget = () => {
      reading = undefined;
    };
    this.#otherConnections = () => {
      if (reading === undefined) {
        reading = read();
        setImmediate(forget);
      }
      return reading;
    };
  }

  /** Counts a change made some other way (a transaction committed; a write the plugin cannot see). */
  bump(): void {
    this.#writes += 1;
  }

  current(): string {
    return `${this.#writes}.${this.#otherConnections()}`;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (changesContent(node)) {
      this.bump();
      this.#pending.add(queryId);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.delete(queryId)) this.bump();
    return result;
  }
}
