import type { FastifyInstance } from 'fastify';
import type { PublicCommunity } from '../../shared/community/community.ts';

/**
 * Whether mail can leave this site: the one server fact behind every `mailEnabled` the API answers
 * and every page's promise of mail (docs/product/site.md, "Mail"). False until an operator sets
 * SMTP_URL; mails are then stored only.
 */
export function mailEnabled(app: FastifyInstance): boolean {
  return app.outbox.enabled;
}

/** The community's facts as every page and GET /api/community carry them, with `mailEnabled`. */
export async function publicCommunity(app: FastifyInstance): Promise<PublicCommunity> {
  return { ...(await app.community.read()), mailEnabled: mailEnabled(app) };
}
