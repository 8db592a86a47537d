import type { Migration } from 'kysely';
import * as initial from './001_initial.ts';

/** Every migration, in order. Listed in code so the app runs the same from source or a bundle. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
};
