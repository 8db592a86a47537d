import { beforeAll, expect, it } from 'vitest';
import { multipartForm } from '../support/multipart.ts';
import { textPdf } from '../support/pdf-fixtures.ts';
import { createUser, describeEachEngine, type TestUser } from '../support/test-app.ts';

describeEachEngine('document library paging (docs/api.md, Paging)', (ctx) => {
  let moderator: TestUser;
  beforeAll(async () => {
    moderator = await createUser(ctx().app, 'MODERATOR');
    for (const [i, date] of [
      '2024-01-05',
      '2024-01-05',
      '2025-03-01',
      '2023-07-04',
      '2025-03-01',
    ].entries()) {
      const body = multipartForm({ title: `Minutes ${i}`, category: 'minutes', visibility: 'public', date }, [
        {
          field: 'file',
          name: 'minutes.pdf',
          type: 'application/pdf',
          data: await textPdf([`Minutes ${i}`]),
        },
      ]);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: body.payload,
        headers: { ...moderator.headers, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('answers the whole small library as before, with nextCursor null', async () => {
    const body = (await get('/api/documents')).json();
    expect(body.items).toHaveLength(5);
    expect(body.nextCursor).toBeNull();
    expect(body.residentsOnly).toBe(0);
  });

  it('walks the library newest first by cursor, on a shelf too', async () => {
    for (const shelf of ['', '&category=minutes']) {
      const all = (await get(`/api/documents?limit=100${shelf}`))
        .json()
        .items.map((d: { id: string }) => d.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await get(`/api/documents?limit=2${shelf}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode).toBe(200);
        seen.push(...res.json().items.map((d: { id: string }) => d.id));
        cursor = res.json().nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
    }
  });

  it('a search answers its best matches at once, and refuses a cursor with a clear 400', async () => {
    const search = (await get('/api/documents?q=minutes')).json();
    expect(search.items.length).toBe(5);
    expect(search.nextCursor).toBeNull();
    const first = (await get('/api/documents?limit=2')).json();
    const res = await get(`/api/documents?q=minutes&cursor=${first.nextCursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('either q or cursor');
    const bad = await get('/api/documents?cursor=bm9wZQ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Cursor is not valid');
  });
});
