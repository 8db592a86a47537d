import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connection.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { listDocuments } from '../../src/server/documents/queries.ts';
import { ENGINES, freshPostgres } from '../support/test-app.ts';

const migrator = (db: Db) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

for (const engine of ENGINES) {
  describe(`migration 008_document_text [${engine}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    it('moves each text out of its row and keeps every document findable, with its state', async () => {
      let db: Db;
      if (engine === 'postgres') {
        const fresh = await freshPostgres();
        db = openDatabase({ kind: 'postgres', url: fresh.url });
        cleanups.push(async () => {
          await db.destroy();
          await fresh.drop();
        });
      } else {
        const dir = mkdtempSync(path.join(tmpdir(), 'hoa-migration-'));
        db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'old.sqlite') });
        cleanups.push(async () => {
          await db.destroy();
          rmSync(dir, { recursive: true, force: true });
        });
      }
      const before = await migrator(db).migrateTo('007_shared_state');
      expect(before.error).toBeUndefined();

      // Rows as the previous version wrote them: the text and lower-cased title + text in the row.
      const now = new Date().toISOString();
      const rows = [
        {
          id: 'a-minutes',
          title: 'Minutes March',
          type: 'application/pdf',
          text: 'The board approved the Gazebo paint.',
        },
        { id: 'b-scan', title: 'Plat map', type: 'application/pdf', text: '' },
        { id: 'c-photo', title: 'Entrance sign', type: 'image/jpeg', text: '' },
        { id: 'd-long', title: 'Reserve study', type: 'application/pdf', text: 'reserve '.repeat(250_000) },
      ];
      for (const row of rows) {
        await sql`insert into stored_files (id, content_type, size, chunk_size, sha256, completed_at, created_at)
          values (${`file-${row.id}`}, ${row.type}, 1, 262144, 'x', ${now}, ${now})`.execute(db);
        await sql`insert into documents (id, title, category, visibility, date, file_id, content_type, size,
            text_content, search_text, created_by, created_at, updated_at)
          values (${row.id}, ${row.title}, 'other', 'public', '2026-03-01', ${`file-${row.id}`}, ${row.type}, 1,
            ${row.text}, ${`${row.title}\n${row.text}`.toLowerCase()}, null, ${now}, ${now})`.execute(db);
      }

      const after = await migrator(db).migrateToLatest();
      expect(after.error).toBeUndefined();
      const all = await listDocuments(db, engine, { visibilities: ['public'] });
      expect(Object.fromEntries(all.items.map((d) => [d.title, d.textState]))).toEqual({
        'Minutes March': 'indexed',
        'Plat map': 'empty',
        'Entrance sign': 'none',
        'Reserve study': 'partial',
      });
      const gazebo = await listDocuments(db, engine, { visibilities: ['public'], q: 'GAZEBO board' });
      expect(gazebo.items.map((d) => [d.title, d.snippet])).toEqual([
        ['Minutes March', 'The board approved the Gazebo paint.'],
      ]);
      expect(
        (await listDocuments(db, engine, { visibilities: ['public'], q: 'plat' })).items.map((d) => d.title),
      ).toEqual(['Plat map']);
      const columns = await db.introspection.getTables();
      const documents = columns.find((table) => table.name === 'documents')!;
      expect(documents.columns.map((c) => c.name)).not.toContain('text_content');
      expect(documents.columns.map((c) => c.name)).toContain('search_words');

      // And back: the previous version's columns hold the text again.
      const down = await migrator(db).migrateTo('007_shared_state');
      expect(down.error).toBeUndefined();
      const { rows: restored } = await sql<{ id: string; body: string }>`
        select id, text_content as body from documents order by id`.execute(db);
      expect(restored.map((row) => row.body)).toEqual(rows.map((row) => row.text));
    }, 60_000);
  });
}
