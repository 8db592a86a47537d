import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { fileTypeLabel, formatFileSize } from '../../shared/documents/paths.ts';
import { isAlert, type NewsArticle, type NewsAttachment } from '../../shared/news/news.ts';
import { TOKEN_SLOT, type OutgoingMail } from '../mail/queries.ts';

/** Where the per-recipient unsubscribe link goes in the mail rendered once for everyone. */
const UNSUBSCRIBE_SLOT = 'https://unsubscribe.invalid/slot';

export interface AnnouncementSite {
  name: string;
  publicUrl: string;
}

/** "PDF, 120 KB": what an attachment is, beside its link. */
const attachmentFacts = (attachment: NewsAttachment) =>
  `${fileTypeLabel(attachment.contentType)}, ${formatFileSize(attachment.size)}`;

/** The announcement of one news item, as React Email components: it renders the mail-safe HTML. */
function AnnouncementMail({ item, site }: { item: NewsArticle; site: AnnouncementSite }) {
  const alert = isAlert(item.type);
  const itemUrl = `${site.publicUrl}/newsletter/${encodeURIComponent(item.id)}`;
  return (
    <Html lang="en">
      <Head />
      <Preview>{item.description.slice(0, 140)}</Preview>
      <Body style={{ backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            borderTop: alert ? '6px solid #b91c1c' : '6px solid #1d4ed8',
            margin: '24px auto',
            maxWidth: '560px',
            padding: '24px',
          }}
        >
          <Text style={{ color: '#52525b', fontSize: '14px', margin: 0 }}>{site.name} news</Text>
          {alert ? (
            <Text
              style={{
                backgroundColor: '#fef2f2',
                border: '1px solid #b91c1c',
                color: '#991b1b',
                fontSize: '14px',
                fontWeight: 'bold',
                padding: '8px 12px',
              }}
            >
              Safety Alert
            </Text>
          ) : null}
          <Heading as="h1" style={{ color: '#18181b', fontSize: '24px', lineHeight: '32px' }}>
            {item.title}
          </Heading>
          <Text style={{ color: '#27272a', fontSize: '16px', lineHeight: '24px', whiteSpace: 'pre-line' }}>
            {item.description}
          </Text>
          {item.bodyHtml ? (
            // The server's own rendering of the body (news/body-html.ts): no raw HTML passes through it.
            <div
              style={{ color: '#27272a', fontSize: '16px', lineHeight: '24px' }}
              dangerouslySetInnerHTML={{ __html: item.bodyHtml }}
            />
          ) : null}
          {item.attachments.length > 0 ? (
            <Section>
              <Text style={{ color: '#18181b', fontSize: '16px', fontWeight: 'bold', margin: '16px 0 4px' }}>
                Attachments
              </Text>
              {item.attachments.map((attachment) => (
                <Text key={attachment.id} style={{ fontSize: '16px', margin: '4px 0' }}>
                  <Link href={`${site.publicUrl}${attachment.url}`} style={{ color: '#1d4ed8' }}>
                    {attachment.title}
                  </Link>{' '}
                  ({attachmentFacts(attachment)})
                </Text>
              ))}
            </Section>
          ) : null}
          <Section>
            <Link href={itemUrl} style={{ color: '#1d4ed8', fontSize: '16px', textDecoration: 'underline' }}>
              Read this on the website
            </Link>
          </Section>
          {item.link ? (
            <Text style={{ fontSize: '14px' }}>
              More information: <Link href={item.link}>{item.link}</Link>
            </Text>
          ) : null}
          <Hr style={{ borderColor: '#e4e4e7', margin: '24px 0' }} />
          <Text style={{ color: '#52525b', fontSize: '12px', lineHeight: '18px' }}>
            You receive this because this address is subscribed to the news of {site.name}.{' '}
            <Link href={UNSUBSCRIBE_SLOT} style={{ color: '#52525b' }}>
              Unsubscribe
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The subject: an alert says so first, so it reads as one in the inbox. */
export function announcementSubject(item: NewsArticle, site: AnnouncementSite): string {
  return `${isAlert(item.type) ? 'Safety Alert: ' : ''}${item.title} - ${site.name}`;
}

/**
 * Builds the announcement of `item` for each recipient: the HTML is rendered once (React Email) and
 * each copy gets its own unsubscribe link, in the body and in the RFC 8058 headers. The link's token
 * is made by the outbox as each mail leaves (one per mail, only its hash kept); the stored mail
 * holds TOKEN_SLOT in its place.
 */
export async function announcementMails(
  item: NewsArticle,
  site: AnnouncementSite,
  announcementId: string,
  recipients: { id: string; email: string }[],
): Promise<OutgoingMail[]> {
  if (recipients.length === 0) return [];
  const html = await render(<AnnouncementMail item={item} site={site} />);
  const itemUrl = `${site.publicUrl}/newsletter/${encodeURIComponent(item.id)}`;
  const subject = announcementSubject(item, site);
  const pageUrl = `${site.publicUrl}/unsubscribe?token=${TOKEN_SLOT}`;
  const oneClickUrl = `${site.publicUrl}/api/subscriptions/unsubscribe?token=${TOKEN_SLOT}`;
  return recipients.map(({ id, email }) => {
    return {
      kind: 'announcement',
      announcementId,
      token: { purpose: 'unsubscribe', recordId: id },
      to: email,
      subject,
      text: [
        `${site.name} news`,
        '',
        isAlert(item.type) ? 'SAFETY ALERT' : null,
        item.title,
        '',
        item.description,
        '',
        // The body as staff wrote it: its Markdown reads as plain text.
        ...(item.body ? [item.body, ''] : []),
        ...(item.attachments.length > 0
          ? [
              'Attachments:',
              ...item.attachments.map(
                (a) => `- ${a.title} (${attachmentFacts(a)}): ${site.publicUrl}${a.url}`,
              ),
              '',
            ]
          : []),
        `Read this on the website: ${itemUrl}`,
        item.link ? `More information: ${item.link}` : null,
        '',
        '--',
        `You receive this because this address is subscribed to the news of ${site.name}.`,
        `Unsubscribe: ${pageUrl}`,
        '',
      ]
        .filter((line) => line !== null)
        .join('\n'),
      html: html.replaceAll(UNSUBSCRIBE_SLOT, pageUrl),
      headers: {
        'List-Unsubscribe': `<${oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  });
}
