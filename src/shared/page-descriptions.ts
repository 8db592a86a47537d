import type { Community } from './community/community.ts';
import type { PagePath } from './routes.ts';

/**
 * Each public page's own words for link previews and search results. Only the server reads them,
 * so they live apart from the page table (src/shared/routes.ts), which is part of every page's
 * first-load JavaScript. A page about one record (an event, a news item) describes itself from
 * that record instead.
 */
const PAGE_DESCRIPTIONS: Partial<Record<PagePath, (community: Community) => string>> = {
  '/': (c) =>
    `${c.name}: news, events and everything residents need to know, in one place. Our ${c.homes} homes in ${c.area} share ${c.parks} and ${c.trails}.`,
  '/newsletter': (c) => `Announcements and updates from around the ${c.name} neighbourhood.`,
  '/Newsletter': (c) => `Announcements and updates from around the ${c.name} neighbourhood.`,
  '/issues': (c) =>
    `Guidelines and contact information for reporting community issues and violations in ${c.name}.`,
  '/schools': (c) => `Elementary, middle and high schools serving ${c.name}.`,
  '/faq': (c) =>
    `Answers to common questions from ${c.name} residents. Please check here before contacting the property manager.`,
  '/acc': (c) =>
    `How to apply to the ${c.name} Architectural Control Committee for exterior work: resources and guidelines for homeowners.`,
  '/documents': (c) =>
    `The ${c.name} document library: governing documents, meeting minutes, budgets, forms and architectural guidelines, searchable to the paragraph.`,
  '/contactUs': (c) =>
    `Questions about ${c.name}? Contact ${c.managementCompany}, the property manager, by phone, email or the contact form.`,
  '/events': (c) =>
    `Upcoming socials, board meetings and activities in ${c.name}, with a calendar you can subscribe to.`,
  '/login': (c) => `Sign in to the ${c.name} website.`,
  '/reset-password': (c) => `Choose a new password for your ${c.name} website account.`,
  '/verify-email': (c) => `Confirm your email address for your ${c.name} website account.`,
  '/confirm-subscription': (c) => `Confirm that you want the news of ${c.name} by email.`,
  '/unsubscribe': (c) => `Stop the news of ${c.name} by email.`,
  '/terms': (c) => `The terms of service of the ${c.name} website.`,
  '/privacy': (c) => `What the ${c.name} website collects, why, and what it never does with it.`,
};

export function pageDescription(path: string, community: Community): string | undefined {
  return PAGE_DESCRIPTIONS[path as PagePath]?.(community);
}
