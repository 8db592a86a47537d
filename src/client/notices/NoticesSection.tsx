import { useState } from 'react';
import type { Notice } from '../../shared/notices/notices.ts';
import { cardClass } from '../components/ui/Card.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { myNoticesPath } from './api.ts';
import { NoticeCard } from './NoticeCard.tsx';

/**
 * "Notices to your home" on the account page (docs/product/notices.md): the board's violation
 * notices to the caller's linked home, newest first, each with its letter and a conversation the
 * residents answer in. Shown only when there is a notice: most homes never get one, and an empty
 * card on every account page would only worry people.
 */
export function NoticesSection() {
  const query = useApiQuery(myNoticesPath, failure.text('Failed to load the notices to your home.'));
  const [answered, setAnswered] = useState<Record<string, Notice>>({});
  const notices = (query.data?.items ?? []).map((notice) => answered[notice.id] ?? notice);
  if (query.error) {
    return (
      <section aria-labelledby="notices-heading" className={cardClass('plain', 'lg', 'lg:col-span-2')}>
        <h2 id="notices-heading" className="mb-4 text-xl font-semibold text-brand-950">
          Notices to your home
        </h2>
        <StatusMessage kind="error">{query.error}</StatusMessage>
      </section>
    );
  }
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="notices-heading" className={cardClass('plain', 'lg', 'lg:col-span-2')}>
      <h2 id="notices-heading" className="mb-2 text-xl font-semibold text-brand-950">
        Notices to your home
      </h2>
      <p className="mb-4 text-slate-700">
        The board sent these about something seen at your home. Please fix it by the cure-by date, or answer
        here if you have a question or it is already done.
      </p>
      <div className="space-y-4">
        {notices.map((notice) => (
          <NoticeCard
            key={notice.id}
            notice={notice}
            audience="home"
            onChange={(changed) => setAnswered((all) => ({ ...all, [changed.id]: changed }))}
          />
        ))}
      </div>
    </section>
  );
}
