import { useState, type FormEvent } from 'react';
import { AUDIT_KINDS, type AuditEntry } from '../../shared/audit.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { LoadMore } from '../components/staff/LoadMore.tsx';
import { useMorePages } from '../components/staff/useStaffCollection.ts';
import { AUDIT_DEFAULT_LIMIT } from '../../shared/audit.ts';
import { cursorAfterFullPage } from '../../shared/paging/cursor.ts';
import { failure } from '../transport/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { inputClass } from '../components/ui/FormField.tsx';
import { ListState } from '../components/ui/ListState.tsx';
import { DataTable, type DataColumn } from '../components/ui/DataTable.tsx';
import { auditLog, type AuditFilter } from './api.ts';
import { Button } from '../components/ui/Button.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { useCommunityDates } from '../community/community-dates.ts';

/** When an entry was written, in the community's time zone. */
function AuditTime({ instant }: { instant: string }) {
  return <time dateTime={instant}>{useCommunityDates().dateTime(instant)}</time>;
}

/** The name of a kind the log holds (a kind an older version wrote is shown as stored). */
const kindName = (kind: string) => AUDIT_KINDS[kind as keyof typeof AUDIT_KINDS] ?? kind;

const COLUMNS: DataColumn<AuditEntry>[] = [
  {
    name: 'When',
    className: 'md:whitespace-nowrap',
    cell: (entry) => <AuditTime instant={entry.createdAt} />,
  },
  { name: 'Person', cell: (entry) => entry.actorName },
  { name: 'Action', cell: (entry) => entry.action },
  { name: 'Kind', cell: (entry) => kindName(entry.kind) },
  { name: 'Summary', className: 'break-words', cell: (entry) => entry.summary },
];

const EVERYTHING: AuditFilter = { actor: '', kind: '' };

/** /admin/audit: every staff write, newest first, filtered by person and kind. */
export default function AuditPage() {
  const [draft, setDraft] = useState(EVERYTHING);
  const [filter, setFilter] = useState(EVERYTHING);
  const entries = useApiQuery(auditLog(filter), failure.serverFirst('Failed to load the audit log.'));
  // A page of the newest entries; Load more reads the next (docs/api.md, Paging).
  const pages = useMorePages(
    {
      path: auditLog(filter),
      items: (answer) => answer,
      nextPage: (answer) => cursorAfterFullPage(answer, AUDIT_DEFAULT_LIMIT, (e) => [e.createdAt, e.id]),
    },
    entries.data,
    failure.serverFirst('Failed to load the audit log.'),
  );
  // Suggestions only: any kind or person can be typed. Every kind the server records is offered.
  const kinds = [
    ...new Set([...Object.keys(AUDIT_KINDS), ...(entries.data ?? []).map((e) => e.kind)]),
  ].sort();
  const actors = [...new Set((entries.data ?? []).map((e) => e.actorName))].sort();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
  };
  const clear = () => {
    setDraft(EVERYTHING);
    setFilter(EVERYTHING);
  };

  return (
    <AdminPage title="Audit Log">
      <form
        onSubmit={apply}
        aria-label="Filter the audit log"
        className={cardClass('plain', 'sm', 'mb-6 flex flex-wrap items-end gap-4')}
      >
        <div className="space-y-1">
          <label htmlFor="audit-actor" className="block text-sm font-medium text-slate-800">
            Person (username)
          </label>
          <input
            id="audit-actor"
            value={draft.actor}
            list="audit-actors"
            maxLength={64}
            placeholder="Everyone"
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
            className={inputClass}
          />
          <datalist id="audit-actors">
            {actors.map((actor) => (
              <option key={actor} value={actor} />
            ))}
          </datalist>
        </div>
        <div className="space-y-1">
          <label htmlFor="audit-kind" className="block text-sm font-medium text-slate-800">
            Kind
          </label>
          <input
            id="audit-kind"
            list="audit-kinds"
            value={draft.kind}
            maxLength={50}
            placeholder="All kinds"
            onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
            className={inputClass}
          />
          <datalist id="audit-kinds">
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindName(kind)}
              </option>
            ))}
          </datalist>
        </div>
        <Button type="submit">Filter</Button>
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
      </form>
      <ListState
        error={entries.error}
        loading={!entries.data || entries.loading}
        loadingText="Loading audit log..."
        empty={!entries.data?.length ? 'No entries found.' : null}
      >
        <DataTable
          label="Audit log table"
          caption="Staff changes, newest first"
          bodyClassName="text-slate-800"
          columns={COLUMNS}
          rows={pages.items}
          rowKey={(entry) => entry.id}
        />
        <LoadMore more={pages.more} />
      </ListState>
    </AdminPage>
  );
}
