import type { HomeLink, HomeRelation } from '../../shared/homes/homes.ts';
import type { Db } from '../db/connection.ts';

/** What an account row says of its home: the link and how the person lives there. */
interface Linked {
  homeId: string | null;
  homeRelation: string | null;
}

/** The homes these accounts are linked to, by id: one read for a whole page of accounts. */
export async function homeLinksOf(db: Db, accounts: Linked[]): Promise<Map<string, HomeLink>> {
  const ids = [...new Set(accounts.map((a) => a.homeId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('homes').select(['id', 'address', 'lot']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** `home` and `relation` as GET /api/account and GET /api/user answer them. */
export function membershipOf(account: Linked, homes: Map<string, HomeLink>) {
  const home = (account.homeId && homes.get(account.homeId)) || null;
  return {
    home: home && { id: home.id, address: home.address, lot: home.lot },
    relation: home ? ((account.homeRelation ?? 'owner') as HomeRelation) : null,
  };
}
