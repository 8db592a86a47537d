import type { Selectable } from 'kysely';

/** The community's homes (docs/product/homes.md). `addressKey` is the address compared: one home per key. */
export interface HomesTable {
  id: string;
  address: string;
  addressKey: string;
  lot: string | null;
  createdAt: string;
  updatedAt: string;
}

export type HomeRow = Selectable<HomesTable>;
