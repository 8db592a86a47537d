import { useDeferredValue, useMemo, useState } from 'react';
import { issueMatches } from '../../shared/issues/search.ts';
import type { Issue } from '../../shared/issues/issues.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { FilterInput } from '../components/ui/FilterInput.tsx';
import { MultiAccordion } from '../components/ui/MultiAccordion.tsx';
import { PageHeading } from '../components/ui/PageHeading.tsx';
import { ListState } from '../components/ui/ListState.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import { issues as issueCollection } from './api.ts';

/** Older records may carry their text as `content`; the page shows whichever is there. */
type StoredIssue = Issue & { content?: string };

export default function IssuesPage() {
  const { data, error, loading } = useApiQuery(
    issueCollection.list.path,
    failure.text('Failed to load issues.'),
  );
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const issues = useMemo(
    () =>
      (error ? [] : (data ?? [])) // a failed load shows an empty list
        .map((issue: StoredIssue) => ({ ...issue, description: issue.description || issue.content || '' }))
        .filter((issue) => issueMatches(issue, deferredQuery)),
    [data, error, deferredQuery],
  );

  return (
    <>
      <PageHeading
        title="Community Issues & Violations"
        subtitle="Guidelines and contact information for reporting community issues"
      />
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <div className="max-w-4xl space-y-6">
          {/* The guidelines say what a problem is; reporting one, and following it, is on /reports. */}
          <p className="rounded-lg bg-brand-50 p-4 text-slate-800">
            Seen a problem in the common areas or a rule broken? Residents can{' '}
            <TextLink to="/reports">report a problem</TextLink> and follow it until the board has dealt with
            it.
          </p>
          <FilterInput
            id="issue-search"
            label="Search community issues"
            placeholder="Search issues..."
            value={query}
            onChange={setQuery}
          />
          <ListState
            error={error}
            loading={loading && !data}
            empty={issues.length === 0 ? 'No issues found matching your search.' : null}
          >
            <MultiAccordion
              sections={issues.map((issue) => ({
                id: issue.id,
                title: issue.title,
                content: <p className="whitespace-pre-line">{issue.description}</p>,
              }))}
            />
          </ListState>
        </div>
      </div>
    </>
  );
}
