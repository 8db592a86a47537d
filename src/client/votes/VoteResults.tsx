import { Download } from 'lucide-react';
import type { Vote, VoteResults as Results } from '../../shared/votes/votes.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { DataTable, type DataColumn } from '../components/ui/DataTable.tsx';
import { FilterInput, useListFilter } from '../components/ui/FilterInput.tsx';
import { QueryState } from '../components/ui/QueryState.tsx';
import { Section } from '../components/ui/Section.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { voteCertificateAddress, voteResultsPath } from './api.ts';

type Row = Results['options'][number];

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

/** The counted receipts, sorted by the server (so nobody can tell whose is whose), and a box to find one's own. */
function Receipts({ receipts }: { receipts: string[] }) {
  const filter = useListFilter(receipts, (receipt, needle) => receipt.toLowerCase().includes(needle));
  const found = filter.needle !== '' && filter.shown.length > 0;
  return (
    <Section
      title="Counted receipts"
      headingLevel={3}
      description="Each ballot counted has its receipt here, in sorted order, so nobody can tell whose is whose. Type your code to find yours."
    >
      <div className="space-y-3">
        <FilterInput
          id="receipt-search"
          label="Find your receipt"
          visibleLabel
          placeholder="Your receipt code"
          value={filter.text}
          onChange={filter.setText}
        />
        <p role="status" className="text-sm text-slate-700">
          {filter.needle === ''
            ? `${receipts.length} ${receipts.length === 1 ? 'receipt' : 'receipts'} counted.`
            : found
              ? `${filter.shown.length} matching ${filter.shown.length === 1 ? 'receipt' : 'receipts'}: your ballot was counted.`
              : 'No counted receipt matches this code.'}
        </p>
        {filter.shown.length > 0 && (
          <ul
            aria-label="Counted receipts"
            className="grid max-h-96 grid-cols-1 gap-1 overflow-y-auto font-mono text-sm sm:grid-cols-2 lg:grid-cols-3"
            tabIndex={0}
          >
            {filter.shown.map((receipt) => (
              <li key={receipt} className="rounded bg-slate-50 px-2 py-1 text-slate-900">
                {receipt}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

function Outcome({ vote, results }: { vote: Vote; results: Results }) {
  const quorum = results.quorumReached
    ? `Quorum reached: ${results.homesVoted} of ${results.eligibleHomes} homes voted (${results.quorumHomes} needed).`
    : `Quorum not reached: ${results.homesVoted} of ${results.eligibleHomes} homes voted, ${results.quorumHomes} were needed.`;
  return (
    <ul className="space-y-1 text-slate-800">
      <li>
        {results.ballots} {results.ballots === 1 ? 'ballot' : 'ballots'} counted.
      </li>
      <li>{quorum}</li>
      {vote.kind === 'resolution' && results.passed !== null && (
        <li className="text-lg font-semibold text-brand-950">
          {results.passed
            ? `The resolution passed (more than ${vote.passPercent}% Yes among Yes and No, with quorum).`
            : `The resolution did not pass (it needed quorum and more than ${vote.passPercent}% Yes among Yes and No).`}
        </li>
      )}
    </ul>
  );
}

/**
 * A closed vote's result (GET /api/votes/:id/results): each option's votes as a table with bars,
 * the ballots, whether quorum was reached and, for a resolution, whether it passed; the counted
 * receipts; the certificate as a PDF.
 */
export function VoteResults({ vote }: { vote: Vote }) {
  const query = useApiQuery(voteResultsPath(vote.id), failure.serverFirst('Failed to load the result.'));
  return (
    <Section
      title="Result"
      card
      actions={
        <a href={voteCertificateAddress(vote.id)} className={buttonClass.secondary} download>
          <Download aria-hidden="true" size={18} /> Download the certificate (PDF)
        </a>
      }
    >
      <div id="results" className="scroll-mt-24 space-y-6">
        <QueryState query={query} loadingText="Loading the result...">
          {(results) => {
            const columns: DataColumn<Row>[] = [
              { name: 'Option', role: 'header', cell: (row) => row.label },
              { name: 'Votes', cell: (row) => row.votes },
              {
                name: 'Share of ballots',
                className: 'md:w-1/2',
                cell: (row) => {
                  const share = percentOf(row.votes, results.ballots);
                  return (
                    <span className="flex min-w-0 flex-1 items-center gap-3">
                      <span className="w-14 shrink-0 text-right">{share}%</span>
                      <span
                        aria-hidden="true"
                        className="h-3 min-w-16 flex-1 overflow-hidden rounded-full bg-slate-200"
                      >
                        <span className="block h-full bg-brand-700" style={{ width: `${share}%` }} />
                      </span>
                    </span>
                  );
                },
              },
            ];
            return (
              <>
                <Outcome vote={vote} results={results} />
                <DataTable
                  label="Votes by option"
                  caption={`Votes by option: ${vote.title}`}
                  columns={columns}
                  rows={results.options}
                  rowKey={(row) => row.id}
                />
                <Receipts receipts={results.receipts} />
              </>
            );
          }}
        </QueryState>
      </div>
    </Section>
  );
}
