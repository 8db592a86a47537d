import { useAuth } from '../auth/AuthProvider.tsx';
import { useCommunityDates } from '../community/community-dates.ts';
import { cardClass } from '../components/ui/Card.tsx';
import { sectionHeadingClass } from '../components/ui/Section.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { voteListPath } from '../votes/api.ts';

/**
 * The open votes the resident's home has not voted in yet, each with its deadline: on the
 * dashboard, so a ballot is not missed. Nothing at all when there is none (or the visitor may not
 * see votes): the dashboard stays quiet.
 */
export function VotesWaiting() {
  const { can } = useAuth();
  const list = useApiQuery(can('votes.read') ? voteListPath : null);
  const { dateTime } = useCommunityDates();
  const waiting = (list.data?.items ?? []).filter(
    (vote) => vote.state === 'open' && vote.myHome?.eligible && !vote.myHome.voted,
  );
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="votes-waiting-heading" className={cardClass('brand', 'lg', 'lg:col-span-2')}>
      <h2 id="votes-waiting-heading" className={sectionHeadingClass}>
        Your home has a vote to cast
      </h2>
      <ul className="mt-3 space-y-2">
        {waiting.map((vote) => (
          <li key={vote.id}>
            <TextLink to={`/votes/${encodeURIComponent(vote.id)}`} variant="strong">
              {vote.title}
            </TextLink>
            <span className="block text-sm text-slate-700">
              Closes <time dateTime={vote.closesAt}>{dateTime(vote.closesAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
