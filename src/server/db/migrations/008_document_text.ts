import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * A document's text moves out of `documents` into `document_texts`, and search gets columns that
 * keep a query's cost bounded:
 * - `documents.text_state`: what became of the text (a PDF's read whole or in part, none in it, or
 *   reading stopped at a limit; `none` for images).
 * - `documents.search_title` (the title, lower-cased) and `documents.search_words` (each word of the
 *   lower-cased text once): what a search matches, kilobytes where a text may be two million
 *   characters.
 * - `document_texts.text_content` (the text, for snippets) and `search_text` (lower-cased, to find
 *   where a match is), read only for the documents a search answers. In `documents` they made every
 *   list and search read megabytes: SQLite reads a row's long values page by page to get to the
 *   columns after them.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('document_texts')
    .addColumn('document_id', 'text', (c) => c.primaryKey().references('documents.id').onDelete('cascade'))
    // search_text first: finding a match then never reads through text_content.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('text_content', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('text_state', 'text', (c) => c.notNull().defaultTo('indexed'))
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('search_title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('search_words', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // Earlier versions kept at most 2,000,000 characters and said nothing when they cut.
  await sql`
    update documents set text_state = case
      when content_type <> 'application/pdf' then 'none'
      when text_content = '' then 'empty'
      when length(text_content) >= 2000000 then 'partial'
      else 'indexed' end
  `.execute(db);

  // One document at a time: a text may be two million characters.
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; title: string; body: string }>`
      select id, title, text_content as body from documents where id > ${after} order by id limit 1
    `.execute(db);
    const row = rows[0];
    if (!row) break;
    // As documents/search-text.ts computes them.
    const searchText = row.body.toLowerCase();
    const searchWords = [...new Set(searchText.split(/\s+/).filter(Boolean))].join(' ');
    await sql`
      insert into document_texts (document_id, search_text, text_content)
      values (${row.id}, ${searchText}, ${row.body})
    `.execute(db);
    await sql`
      update documents set search_title = ${row.title.toLowerCase()}, search_words = ${searchWords}
      where id = ${row.id}
    `.execute(db);
    after = row.id;
  }

  await db.schema.alterTable('documents').dropColumn('text_content').execute();
  await db.schema.alterTable('documents').dropColumn('search_text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('text_content', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    update documents set
      text_content = coalesce((select text_content from document_texts where document_id = documents.id), ''),
      search_text = search_title || ${'\n'} || coalesce((select search_text from document_texts where document_id = documents.id), '')
  `.execute(db);
  await db.schema.alterTable('documents').dropColumn('search_words').execute();
  await db.schema.alterTable('documents').dropColumn('search_title').execute();
  await db.schema.alterTable('documents').dropColumn('text_state').execute();
  await db.schema.dropTable('document_texts').execute();
}
