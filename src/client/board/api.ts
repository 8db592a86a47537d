import type { boardContract } from '../../shared/contracts/board.ts';
import { BOARD } from '../../shared/endpoints/board.ts';
import { restCollection } from '../transport/collection.ts';

/** The board. POST and PATCH answer `{ hoa }`. */
export const members = restCollection<typeof boardContract>(BOARD);
