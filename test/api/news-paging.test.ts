import { beforeAll, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../src/shared/page-state.ts';
import type { Db } from '../../src/server/db/connection.ts';
import { insertNews } from '../../src/server/news/queries.ts';
import { describeEachEngine } from '../support/test-app.ts';

const description = 'The pool opens on Saturday at 10 AM; please bring your key fob and sign the waiver.';

/** 45 items over three years, several on the same day (the key's tie-breakers matter). */
const DAYS = Array.from({ length: 45 }, (_, i) => {
  const year = 2023 + Math.floor(i / 15);
  const month = String(1 + (i % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(i / 3) % 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
});

/** The 45 items, each through the app's own insert (its createdAt breaks ties on a day). */
async function seedNews(db: Db): Promise<void> {
  for (const [i, date] of DAYS.entries()) {
    await insertNews(db, { title: `Item ${i}`, description, type: null, image: null, link: null, date });
  }
}

describeEachEngine('news paging (docs/api.md, Paging)', (ctx) => {
  beforeAll(() => seedNews(ctx().app.db));

  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('answers the 20 newest as the spec calls it, with nextCursor', async () => {
    const res = await get('/api/news');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['items', 'nextCursor']);
    expect(body.items).toHaveLength(20);
    expect(body.nextCursor).toEqual(expect.any(String));
    const dates = body.items.map((i: { date: string }) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('walks every item once, in order, by nextCursor, and back by prevCursor', async () => {
    const seen: string[] = [];
    const pages: { cursor: string | null; ids: string[]; prev: string | null | undefined }[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/api/news?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const ids = body.items.map((i: { id: string }) => i.id);
      pages.push({ cursor, ids, prev: body.prevCursor });
      seen.push(...ids);
      cursor = body.nextCursor;
    } while (cursor);
    expect(pages.map((p) => p.ids.length)).toEqual([7, 7, 7, 7, 7, 7, 3]);
    expect(new Set(seen).size).toBe(45);
    const all = (await get('/api/news?limit=100')).json();
    expect(all.nextCursor).toBeNull();
    expect(all.items.map((i: { id: string }) => i.id)).toEqual(seen);
    // The first page has no prevCursor key at all (the spec's shape); later pages can go back.
    expect(pages[0]!.prev).toBeUndefined();
    for (let n = 1; n < pages.length; n++) {
      const back = (await get(`/api/news?limit=7&cursor=${pages[n]!.prev}`)).json();
      expect(back.items.map((i: { id: string }) => i.id)).toEqual(pages[n - 1]!.ids);
      expect(back.prevCursor === null).toBe(n === 1);
    }
  });

  it('answers one year (the archive) a page at a time, and the years that have news', async () => {
    const res = await get('/api/news?year=2024&limit=10');
    expect(res.statusCode).toBe(200);
    const first = res.json();
    expect(first.items).toHaveLength(10);
    const rest = (await get(`/api/news?year=2024&limit=10&cursor=${first.nextCursor}`)).json();
    expect(rest.items).toHaveLength(5);
    expect(rest.nextCursor).toBeNull();
    for (const item of [...first.items, ...rest.items]) expect(item.date.slice(0, 4)).toBe('2024');
    const years = (await get('/api/news/years')).json();
    expect(years).toEqual({
      years: [
        { year: 2025, count: 15 },
        { year: 2024, count: 15 },
        { year: 2023, count: 15 },
      ],
    });
  });

  it.each([
    ['limit=0', 'Limit'],
    ['limit=101', 'Limit'],
    ['limit=abc', 'Limit'],
    ['limit=2.5', 'Limit'],
    ['cursor=not*base64', 'Cursor is not valid'],
    ['cursor=' + Buffer.from('["a","2024-01-01"]').toString('base64url'), 'Cursor is not valid'],
    ['cursor=' + Buffer.from('{"x":1}').toString('base64url'), 'Cursor is not valid'],
    ['cursor=' + Buffer.from('["z",1,2,3]').toString('base64url'), 'Cursor is not valid'],
    ['cursor=%FF%FE', 'Cursor is not valid'],
    ['year=99', 'Year'],
    ['year=2024-01', 'Year'],
  ])('refuses ?%s with a clear 400', async (query, message) => {
    const res = await get(`/api/news?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

const stateOf = (html: string): PageState => {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return JSON.parse(match![1]!) as PageState;
};

describeEachEngine(
  '/newsletter pages and archive, server-rendered',
  (ctx) => {
    beforeAll(() => seedNews(ctx().app.db));
    const page = (url: string) => ctx().app.inject({ method: 'GET', url });
    const hrefs = (html: string, text: string) =>
      [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)/g)]
        .filter((m) => m[2]!.includes(text))
        .map((m) => m[1]!.replace(/&amp;/g, '&'));

    it('renders the 20 newest with a link to older news and the years, then older pages by that link', async () => {
      const first = await page('/newsletter');
      expect(first.statusCode).toBe(200);
      const state = stateOf(first.body);
      const api = (await ctx().app.inject({ method: 'GET', url: '/api/news' })).json();
      expect(state.data['/api/news']).toEqual(api);
      expect(first.body).toContain(api.items[0].title);
      expect(hrefs(first.body, 'Newer news')).toEqual([]);
      const [older] = hrefs(first.body, 'Older news');
      expect(older).toBe(`/newsletter?cursor=${api.nextCursor}`);
      expect(hrefs(first.body, '2024')).toEqual(['/newsletter?year=2024']);

      const second = await page(older!);
      expect(second.statusCode).toBe(200);
      const next = (
        await ctx().app.inject({ method: 'GET', url: `/api/news?cursor=${api.nextCursor}` })
      ).json();
      expect(stateOf(second.body).data[`/api/news?cursor=${api.nextCursor}`]).toEqual(next);
      expect(next.items[0].title).not.toBe(api.items[0].title);
      expect(second.body).toContain(next.items[0].title);
      expect(hrefs(second.body, 'Older news')).toHaveLength(1);
      // Back by "Newer news": the first page's items again, with no newer page before them.
      const [newer] = hrefs(second.body, 'Newer news');
      const back = await page(newer!);
      expect(back.statusCode).toBe(200);
      const backData = Object.values(stateOf(back.body).data)[0] as { items: { id: string }[] };
      expect(backData.items.map((i) => i.id)).toEqual(api.items.map((i: { id: string }) => i.id));
      expect(hrefs(back.body, 'Newer news')).toEqual([]);
      expect(hrefs(back.body, 'Older news')).toEqual([older]);
    });

    it("renders one year's news by ?year=", async () => {
      const res = await page('/newsletter?year=2023');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Community News from 2023');
      const data = stateOf(res.body).data['/api/news?year=2023'] as { items: { date: string }[] };
      expect(data.items).toHaveLength(15);
      for (const item of data.items) expect(item.date.startsWith('2023')).toBe(true);
      expect(hrefs(res.body, 'Older news')).toEqual([]);
    });

    it('answers an address whose cursor cannot be with a 400 page that says so, rendered on the server', async () => {
      const res = await page('/newsletter?cursor=not*base64');
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const state = stateOf(res.body);
      expect(state.refused?.['/api/news?cursor=not*base64']?.message).toContain('Cursor is not valid');
      expect(res.body).toContain('Failed to load news. Please try again later. Cursor is not valid');
      expect(res.body).not.toContain('Loading news...');
    });
  },
  { withPages: true },
);
