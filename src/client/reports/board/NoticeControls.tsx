import { useState } from 'react';
import { addDays, todayIn } from '../../../shared/dates.ts';
import type { Home } from '../../../shared/homes/homes.ts';
import { NOTICE_MESSAGE_MAX, type Notice } from '../../../shared/notices/notices.ts';
import type { ReportDetail } from '../../../shared/reports/reports.ts';
import { useCommunity } from '../../community/CommunityProvider.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorBanner } from '../../components/ui/ErrorBanner.tsx';
import { fieldA11y, inputClass } from '../../components/ui/FormField.tsx';
import { FieldError, FieldHint, Input, Label, Select } from '../../components/ui/FormParts.tsx';
import { StatusMessage } from '../../components/ui/StatusMessage.tsx';
import { homeList } from '../../homes/api.ts';
import { NoticeCard } from '../../notices/NoticeCard.tsx';
import { reportNoticesPath, sendNotice } from '../../notices/api.ts';
import { useApiQuery } from '../../transport/data-cache.tsx';
import { failure, failureText } from '../../transport/failure.ts';
import { panelClass } from './panel.ts';

/** How long a home gets to fix a violation unless the board says otherwise. */
const DEFAULT_CURE_DAYS = 14;

type Errors = Partial<Record<'homeId' | 'cureBy' | 'message', string>>;

/**
 * A violation report's notices (docs/product/notices.md): the form that sends one to a home on the
 * roll (its letter is made and mailed to the home's residents) and the notices sent so far, each
 * with its letter and the conversation with the home.
 */
export function NoticeControls({ report }: { report: ReportDetail }) {
  const sent = useApiQuery(reportNoticesPath(report.id), failure.text('Failed to load the notices sent.'));
  const [added, setAdded] = useState<Notice[]>([]);
  const [changed, setChanged] = useState<Record<string, Notice>>({});
  const listed = sent.data?.items ?? [];
  const notices = [...added.filter((n) => !listed.some((l) => l.id === n.id)), ...listed].map(
    (notice) => changed[notice.id] ?? notice,
  );

  return (
    <section aria-labelledby="notices-heading" className={panelClass}>
      <h3 id="notices-heading" className="text-lg font-semibold text-brand-950">
        Notices to a home
      </h3>
      <NoticeForm report={report} onSent={(notice) => setAdded((all) => [notice, ...all])} />
      <h4 className="mt-6 font-semibold text-brand-950">Notices sent</h4>
      {sent.error ? (
        <StatusMessage kind="error">{sent.error}</StatusMessage>
      ) : notices.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{sent.loading ? 'Loading...' : 'No notice sent yet.'}</p>
      ) : (
        <div className="mt-2 space-y-4">
          {notices.map((notice) => (
            <NoticeCard
              key={notice.id}
              notice={notice}
              audience="board"
              headingLevel={5}
              onChange={(n) => setChanged((all) => ({ ...all, [n.id]: n }))}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** Send a notice to a home: the home (searched on the roll), the message, the cure-by date. */
function NoticeForm({ report, onSent }: { report: ReportDetail; onSent: (notice: Notice) => void }) {
  const today = todayIn(useCommunity().timeZone);
  const homes = useApiQuery(homeList.path, failure.text('Failed to load the roll of homes.'));
  const [search, setSearch] = useState('');
  const [homeId, setHomeId] = useState('');
  const [message, setMessage] = useState('');
  const [cureBy, setCureBy] = useState(addDays(today, DEFAULT_CURE_DAYS));
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const all: Home[] = homes.data ? homeList.items(homes.data) : [];
  const needle = search.trim().toLowerCase();
  // The chosen home stays listed whatever is searched, so the select never shows a home it lost.
  const shown = all.filter(
    (home) =>
      home.id === homeId ||
      !needle ||
      home.address.toLowerCase().includes(needle) ||
      (home.lot ?? '').toLowerCase().includes(needle),
  );

  const send = async () => {
    setFailed(null);
    setDone(null);
    const missing: Errors = {
      homeId: homeId ? undefined : 'Choose the home the notice is for.',
      message: message.trim() ? undefined : 'Write what was seen and what the home should do.',
      cureBy: cureBy
        ? cureBy < today
          ? 'Cure-by date cannot be in the past'
          : undefined
        : 'Cure-by date is required',
    };
    setErrors(missing);
    if (missing.homeId || missing.message || missing.cureBy) return;
    setBusy(true);
    try {
      const notice = await sendNotice(report.id, { homeId, cureBy, message: message.trim() });
      onSent(notice);
      setMessage('');
      setHomeId('');
      setSearch('');
      setDone(`Notice sent to ${notice.address}; its residents are mailed the letter.`);
    } catch (e) {
      setFailed(failureText(failure.withReason('Failed to send the notice: {reason}'), e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Send a notice to a home"
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p className="text-sm text-slate-700">
        The home&apos;s residents are mailed a letter and see the notice on their account page. They are never
        told who reported.
      </p>
      <ErrorBanner message={failed ?? homes.error} />
      <div className="space-y-1">
        <Label htmlFor="notice-home-search">Find the home</Label>
        <Input
          id="notice-home-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-describedby="notice-home-search-hint"
        />
        <FieldHint id="notice-home-search-hint">
          Type part of the address or lot to narrow the list below.
        </FieldHint>
      </div>
      <div className="space-y-1">
        <Label htmlFor="notice-home">Home</Label>
        <Select
          value={homeId}
          onChange={(e) => setHomeId(e.target.value)}
          {...fieldA11y('notice-home', errors.homeId)}
        >
          <option value="">
            {homes.loading && !homes.data ? 'Loading the roll...' : `Choose a home (${shown.length} listed)`}
          </option>
          {shown.map((home) => (
            <option key={home.id} value={home.id}>
              {home.address}
              {home.lot ? ` (lot ${home.lot})` : ''}
            </option>
          ))}
        </Select>
        {errors.homeId && <FieldError id="notice-home-error">{errors.homeId}</FieldError>}
      </div>
      <div className="space-y-1">
        <Label htmlFor="notice-message">Message</Label>
        <textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={4}
          maxLength={NOTICE_MESSAGE_MAX}
          className={inputClass}
          {...fieldA11y('notice-message', errors.message, 'notice-message-hint')}
        />
        <FieldHint id="notice-message-hint">
          What was seen and what the home should do. It is printed in the letter.
        </FieldHint>
        {errors.message && <FieldError id="notice-message-error">{errors.message}</FieldError>}
      </div>
      <div className="space-y-1">
        <Label htmlFor="notice-cure-by">Cure by</Label>
        <Input
          type="date"
          min={today}
          value={cureBy}
          onChange={(e) => setCureBy(e.target.value)}
          {...fieldA11y('notice-cure-by', errors.cureBy)}
        />
        {errors.cureBy && <FieldError id="notice-cure-by-error">{errors.cureBy}</FieldError>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send the notice'}
        </Button>
        <p role="status" className="text-sm font-medium text-brand-800">
          {done}
        </p>
      </div>
    </form>
  );
}
