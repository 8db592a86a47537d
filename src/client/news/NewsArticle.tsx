import { ExternalLink, FileText, TriangleAlert } from 'lucide-react';
import { fileTypeLabel, formatFileSize } from '../../shared/documents/paths.ts';
import { Link } from '../app/router.tsx';
import { isHttpUrl } from '../../shared/urls.ts';
import { isAlert } from '../../shared/news/alerts.ts';
import type { NewsAttachment, NewsItem } from '../../shared/news/news.ts';
import { formatLongDay } from '../../shared/dates.ts';

/**
 * One article of the public news list, or the whole of a news item's own page (heading level 1);
 * alerts get a red top border and a "Safety Alert" badge.
 */
export function NewsArticle({
  item,
  headingLevel = 2,
  bodyHtml,
  attachments = [],
}: {
  item: NewsItem;
  headingLevel?: 1 | 2;
  /** The item's body as the server rendered it (its own page only; lists leave bodies out). */
  bodyHtml?: string | null;
  /** Library documents the item lists (its own page only), in the order staff chose. */
  attachments?: NewsAttachment[];
}) {
  const alert = isAlert(item.type);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = `news-${item.id}-title`;
  return (
    <article
      id={`news-${item.id}`}
      aria-labelledby={titleId}
      className={`overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${
        alert ? 'border-t-4 border-red-600 border-t-[#dc2626]' : ''
      }`}
      data-alert={alert || undefined}
    >
      {item.image && (
        <img
          src={item.image}
          alt={item.title}
          width={800}
          height={400}
          loading="lazy"
          className="aspect-[2/1] w-full object-cover"
        />
      )}
      <div className="space-y-3 p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {alert ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-3 py-1 font-semibold text-red-800">
              <TriangleAlert aria-hidden="true" size={14} /> Safety Alert
            </span>
          ) : (
            item.type && (
              <span className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900">
                {item.type}
              </span>
            )
          )}
          <time dateTime={item.date} className="text-slate-600">
            {formatLongDay(item.date)}
          </time>
        </div>
        <Heading id={titleId} className="text-xl font-bold text-slate-900">
          {headingLevel === 1 ? (
            item.title
          ) : (
            <Link to={`/newsletter/${encodeURIComponent(item.id)}`} className="hover:underline">
              {item.title}
            </Link>
          )}
        </Heading>
        <p className="text-slate-700">{item.description}</p>
        {bodyHtml && (
          <div
            className="space-y-3 text-slate-800 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            // Rendered on the server from the body's Markdown subset with raw HTML escaped and only
            // http(s) and mailto links (src/server/news/body-html.ts).
            dangerouslySetInnerHTML={{ __html: bodyHtml }}
          />
        )}
        {attachments.length > 0 && (
          <section aria-labelledby={`${titleId}-attachments`} className="border-t border-slate-200 pt-3">
            <h2 id={`${titleId}-attachments`} className="mb-2 text-lg font-semibold text-slate-900">
              Attachments
            </h2>
            <ul className="space-y-2">
              {attachments.map((attachment) => (
                <li key={attachment.id} className="flex flex-wrap items-center gap-x-2">
                  <FileText aria-hidden="true" size={16} className="shrink-0 text-brand-800" />
                  <a
                    href={attachment.url}
                    className="font-semibold text-brand-800 underline hover:text-brand-950"
                  >
                    {attachment.title}
                  </a>
                  <span className="text-sm text-slate-600">
                    ({fileTypeLabel(attachment.contentType)}, {formatFileSize(attachment.size)})
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {item.link && isHttpUrl(item.link) && (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-800 underline hover:text-brand-950"
          >
            {/* The title is part of the link's text, so out of context (a screen reader's list of
                links, a search engine) it says where it leads, not just "Read more". */}
            Read more<span className="sr-only"> about {item.title}</span>{' '}
            <ExternalLink aria-hidden="true" size={16} />
          </a>
        )}
      </div>
    </article>
  );
}
