import { RESIDENT_STATUS_TEXT, type Account } from '../../shared/account.ts';
import { accountPath } from '../account/api.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { news } from '../news/api.ts';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { sectionHeadingClass } from '../components/ui/Section.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import { formatLongDay } from '../../shared/dates.ts';
import { useMailEnabled } from '../community/CommunityProvider.tsx';
import { VotesWaiting } from './VotesWaiting.tsx';

const LATEST = 3;

/**
 * The one thing a member can do next, by where their account stands: a newcomer's dashboard named
 * no step at all. Not a verified resident yet: ask (the account page's resident section); waiting:
 * what is open meanwhile; approved: the library and the committee.
 */
const NEXT_STEP: Record<Account['residentStatus'], { text: string; to: string; link: string }> = {
  none: {
    text: 'Live in the community? Ask to be approved as a resident with your home address. Once an administrator approves it, you can read the residents-only documents and file architectural review requests.',
    to: '/account#resident',
    link: 'Ask for resident access',
  },
  pending: {
    text: 'Your resident request is waiting for an administrator. Meanwhile, the public part of the library and the community news are open to you.',
    to: '/documents',
    link: 'Browse the library',
  },
  approved: {
    text: 'You are an approved resident: the whole library is open to you, and you can ask the committee before changing the outside of your home.',
    to: '/documents',
    link: 'Browse the library',
  },
};

function NextStep({ account }: { account: Account }) {
  const step = NEXT_STEP[account.residentStatus];
  return (
    <section aria-labelledby="next-step-heading" className={cardClass('brand', 'lg', 'lg:col-span-2')}>
      <h2 id="next-step-heading" className={sectionHeadingClass}>
        Your next step
      </h2>
      <p className="mt-2 text-slate-800">{step.text}</p>
      <p className="mt-3">
        <TextLink to={step.to} variant="strong">
          {step.link}
        </TextLink>
      </p>
    </section>
  );
}

/** A resident's home on the dashboard: open votes waiting for their home, where their account stands and the latest news. */
export function ResidentHome() {
  const account = useApiQuery(accountPath, failure.text('Failed to load your account.'));
  const latest = useApiQuery(news.list.path, failure.text('Failed to load the news.'));
  const items = latest.data ? news.list.items(latest.data).slice(0, LATEST) : [];
  const a = account.data;
  const mailEnabled = useMailEnabled();
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-2">
      <VotesWaiting />
      {a && <NextStep account={a} />}
      <section aria-labelledby="your-account-heading" className={cardClass()}>
        <h2 id="your-account-heading" className={sectionHeadingClass}>
          Your account
        </h2>
        {!a ? (
          <StatusMessage kind={account.error ? 'error' : 'info'}>
            {account.error ?? 'Loading...'}
          </StatusMessage>
        ) : (
          <ul className="mt-3 space-y-1 text-slate-800">
            <li>Email {a.emailVerified ? 'verified' : 'not verified yet'}</li>
            <li>{RESIDENT_STATUS_TEXT[a.residentStatus]}</li>
            <li>
              Email notifications:{' '}
              {!mailEnabled
                ? 'none (this site does not send email)'
                : a.notifications.news
                  ? 'news and alerts'
                  : 'none'}
            </li>
          </ul>
        )}
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <TextLink to="/account">Open your account page</TextLink>
        </p>
      </section>
      <section aria-labelledby="latest-news-heading" className={cardClass()}>
        <h2 id="latest-news-heading" className={sectionHeadingClass}>
          Latest news
        </h2>
        {latest.error ? (
          <StatusMessage kind="error">{latest.error}</StatusMessage>
        ) : items.length === 0 ? (
          <p className="mt-3 text-slate-700">{latest.loading ? 'Loading...' : 'No news yet.'}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {items.map((item) => (
              <li key={item.id}>
                <p className="font-medium text-slate-900">{item.title}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={item.date}>{formatLongDay(item.date)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4">
          <TextLink to="/newsletter">All community news</TextLink>
        </p>
      </section>
    </div>
  );
}
