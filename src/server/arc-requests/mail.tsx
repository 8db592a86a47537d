import { Body, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { ARC_STATUS_LABELS, type ArcStatus } from '../../shared/arc-requests/arc-requests.ts';
import { formatLongDateIn, formatLongDay } from '../../shared/dates.ts';
import type { OutgoingMail } from '../mail/queries.ts';
import type { ArcRequestRow } from './table.ts';

export interface ArcMailSite {
  name: string;
  publicUrl: string;
  /** The community's time zone: the mail's days are the community's days. */
  timeZone: string;
}

/** Where the request stands, its days in the long form every page uses. */
function statusLine(request: ArcRequestRow, site: ArcMailSite): string {
  return (
    `Submitted ${formatLongDateIn(site.timeZone, request.createdAt)}. ` +
    `Status: ${ARC_STATUS_LABELS[request.status as ArcStatus]}. ` +
    `Decision due: ${formatLongDay(request.decisionDue)}.`
  );
}

/** What happened to the request: its status changed (with the note), or the committee commented. */
export type ArcMailEvent =
  | { kind: 'status'; toStatus: ArcStatus; note: string | null }
  | { kind: 'comment'; note: string; authorName: string };

function headline(request: ArcRequestRow, event: ArcMailEvent): string {
  if (event.kind === 'comment') return `The committee commented on "${request.title}"`;
  switch (event.toStatus) {
    case 'submitted':
      return `We received your request "${request.title}"`;
    case 'under_review':
      return `Your request "${request.title}" is under review`;
    case 'more_info':
      return `The committee needs more information about "${request.title}"`;
    case 'withdrawn':
      return `Your request "${request.title}" was withdrawn`;
    default:
      return `Decision on your request "${request.title}": ${ARC_STATUS_LABELS[event.toStatus].toLowerCase()}`;
  }
}

function explanation(request: ArcRequestRow, event: ArcMailEvent): string {
  if (event.kind === 'comment') return `${event.authorName} wrote:`;
  switch (event.toStatus) {
    case 'submitted':
      return `The Architectural Control Committee will decide by ${formatLongDay(request.decisionDue)}. You will get a mail at every step.`;
    case 'more_info':
      return 'Please answer on the request page; your reply sends it back to the committee for review. The committee wrote:';
    case 'approved':
    case 'approved_with_conditions':
    case 'denied':
      return 'The decision letter for your records is on the request page. The committee wrote:';
    default:
      return event.note ? 'Note:' : '';
  }
}

function ArcRequestMail(props: {
  request: ArcRequestRow;
  event: ArcMailEvent;
  site: ArcMailSite;
  url: string;
}) {
  const { request, event, site, url } = props;
  const note = event.note;
  return (
    <Html lang="en">
      <Head />
      <Preview>{headline(request, event)}</Preview>
      <Body style={{ backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            borderTop: '6px solid #065f46',
            margin: '24px auto',
            maxWidth: '560px',
            padding: '24px',
          }}
        >
          <Text style={{ color: '#52525b', fontSize: '14px', margin: 0 }}>
            {site.name} Architectural Control Committee
          </Text>
          <Heading as="h1" style={{ color: '#18181b', fontSize: '22px', lineHeight: '30px' }}>
            {headline(request, event)}
          </Heading>
          <Text style={{ color: '#27272a', fontSize: '16px', lineHeight: '24px' }}>
            {statusLine(request, site)}
          </Text>
          {explanation(request, event) ? (
            <Text style={{ color: '#27272a', fontSize: '16px', lineHeight: '24px' }}>
              {explanation(request, event)}
            </Text>
          ) : null}
          {note ? (
            <Text
              style={{
                borderLeft: '4px solid #a1a1aa',
                color: '#27272a',
                fontSize: '16px',
                lineHeight: '24px',
                paddingLeft: '12px',
                whiteSpace: 'pre-line',
              }}
            >
              {note}
            </Text>
          ) : null}
          <Section>
            <Link href={url} style={{ color: '#065f46', fontSize: '16px', textDecoration: 'underline' }}>
              Open your request
            </Link>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The mail to the resident about one step of their request (plain text and React Email HTML). */
export async function arcRequestMail(
  request: ArcRequestRow,
  event: ArcMailEvent,
  site: ArcMailSite,
): Promise<OutgoingMail> {
  const url = `${site.publicUrl}/acc/requests/${encodeURIComponent(request.id)}`;
  const html = await render(<ArcRequestMail request={request} event={event} site={site} url={url} />);
  const title = headline(request, event);
  const lines = [
    `Hello ${request.residentName},`,
    '',
    `${title}.`,
    '',
    statusLine(request, site),
    explanation(request, event),
    event.note ? `\n${event.note}\n` : null,
    `Open your request: ${url}`,
    '',
    `-- ${site.name} Architectural Control Committee`,
    '',
  ];
  return {
    kind: 'arc-request',
    to: request.residentEmail,
    // Looked up again as the mail leaves (workflow.ts arcMailFollower): the account's current address.
    recipientUserId: request.residentId,
    subject: `${title} - ${site.name}`,
    text: lines.filter((line) => line !== null && line !== undefined).join('\n'),
    html,
  };
}
