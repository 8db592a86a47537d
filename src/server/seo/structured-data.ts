import type { Community } from '../../shared/community/community.ts';
import type { EventWithOccurrences } from '../../shared/events/events.ts';
import { isoWithOffset, occurrenceInstants } from '../../shared/events/times.ts';
import type { NewsItem } from '../../shared/news/news.ts';
import type { PreviewImage } from './preview-images.ts';

/**
 * schema.org structured data (JSON-LD) for search engines: the association as an Organization on
 * the home page, each event as an Event (one per coming occurrence of a repeating event, as search
 * engines ask for), a news item as a NewsArticle. Every address is absolute (PUBLIC_URL).
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

function postalAddress(community: Community) {
  return { '@type': 'PostalAddress', streetAddress: community.address };
}

/** The association, in full on the home page and by name and address as organizer and publisher. */
function organizationRef(community: Community, publicUrl: string) {
  return {
    '@type': 'Organization',
    '@id': `${publicUrl}/#organization`,
    name: community.name,
    url: `${publicUrl}/`,
  };
}

export function organizationLd(community: Community, publicUrl: string, logo: string): JsonLd {
  return {
    '@context': CONTEXT,
    ...organizationRef(community, publicUrl),
    logo,
    address: postalAddress(community),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'property manager',
      name: `${community.managerName}, ${community.managementCompany}`,
      telephone: community.managerPhone,
      faxNumber: community.managerFax,
      email: community.managerEmail,
    },
  };
}

/**
 * The Events of an event's occurrences on the given days (its date when none are given): start
 * and end in the community's offset on that day, the place within the community, the association
 * as organizer.
 */
export function eventLd(
  event: EventWithOccurrences,
  days: string[],
  context: { community: Community; publicUrl: string; image: PreviewImage },
): JsonLd[] {
  const { community, publicUrl, image } = context;
  const url = `${publicUrl}/events/${encodeURIComponent(event.id)}`;
  return (days.length > 0 ? days : [event.date]).map((day) => {
    const { start, end } = occurrenceInstants(event, day, community.timeZone);
    return {
      '@context': CONTEXT,
      '@type': 'Event',
      name: event.title,
      description: event.description,
      startDate: isoWithOffset(start, community.timeZone),
      endDate: isoWithOffset(end, community.timeZone),
      // A cancelled day of a repeating event stays listed (people search for it) but says so.
      eventStatus: event.cancelledDates.includes(day)
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.location, address: postalAddress(community) },
      organizer: organizationRef(community, publicUrl),
      image: [image.url],
      url,
    };
  });
}

export function newsArticleLd(
  item: NewsItem,
  context: { community: Community; publicUrl: string; image: PreviewImage; logo: string },
): JsonLd {
  const { community, publicUrl, image, logo } = context;
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.description,
    datePublished: item.date,
    dateModified: item.updatedAt,
    image: [image.url],
    url: `${publicUrl}/newsletter/${encodeURIComponent(item.id)}`,
    publisher: { ...organizationRef(community, publicUrl), logo },
  };
}
