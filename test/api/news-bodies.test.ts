import { beforeAll, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/shared/dates.ts';
import { validNews } from '../support/collections.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

const body = [
  'The board meets on **Tuesday** at 7 PM in the clubhouse.',
  '',
  'Agenda:',
  '',
  '- the 2027 budget',
  '- the pool repairs',
  '',
  'Read the [draft budget](https://example.org/budget.pdf) first.',
].join('\n');

// News bodies and alerts' "show until" (docs/product/news-uploads-contact.md): validated, stored,
// answered by the item's read and the writes (not by the list), rendered without raw HTML.
describeEachEngine('news bodies and alerts', (ctx) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
  });
  const inject = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = callers.admin,
  ) => ctx().app.inject({ method, url, payload, headers });
  const create = async (extra: Record<string, unknown>) => {
    const res = await inject('POST', '/api/news', { ...validNews, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const today = () => todayIn(ctx().config.communityDefaults.timeZone);

  it('stores a body, answers it with its HTML from GET /api/news/:id, and leaves it out of the list', async () => {
    const created = await create({ title: 'Board meeting notice', body });
    expect(created.body).toBe(body);
    expect(created.bodyHtml).toContain('<strong>Tuesday</strong>');
    const one = (await inject('GET', `/api/news/${created.id}`)).json();
    expect(one.body).toBe(body);
    expect(one.bodyHtml).toContain(
      '<p>The board meets on <strong>Tuesday</strong> at 7 PM in the clubhouse.</p>',
    );
    expect(one.bodyHtml).toContain('<ul>\n<li>the 2027 budget</li>');
    expect(one.bodyHtml).toContain(
      '<a href="https://example.org/budget.pdf" rel="noopener noreferrer">draft budget</a>',
    );
    const list = (await inject('GET', '/api/news')).json();
    const listed = list.items.find((i: { id: string }) => i.id === created.id);
    expect(listed).toMatchObject({
      id: created.id,
      title: 'Board meeting notice',
      description: validNews.description,
    });
    expect(listed).not.toHaveProperty('body');
    expect(listed).not.toHaveProperty('bodyHtml');
  });

  it('answers no body as null, and clears one with null or blank', async () => {
    const plain = await create({ title: 'No body' });
    expect(plain).toMatchObject({ body: null, bodyHtml: null });
    const item = await create({ title: 'Body to clear', body });
    for (const cleared of [null, '   ']) {
      await inject('PATCH', `/api/news/${item.id}`, { body: 'Back again' });
      const res = await inject('PATCH', `/api/news/${item.id}`, { body: cleared });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ body: null, bodyHtml: null, description: validNews.description });
    }
  });

  it('accepts a body of 20,000 characters and refuses a longer one or one that is not text', async () => {
    expect((await inject('POST', '/api/news', { ...validNews, body: 'a'.repeat(20_000) })).statusCode).toBe(
      201,
    );
    const long = await inject('POST', '/api/news', { ...validNews, body: 'a'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Body cannot exceed 20,000 characters' });
    expect(long.json().errors).toContainEqual({
      path: 'body',
      message: 'Body cannot exceed 20,000 characters',
    });
    const notText = await inject('POST', '/api/news', { ...validNews, body: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().message).toBe('Body must be text');
  });

  it('passes no raw HTML, script or unsafe link through', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '',
      '<img src=x onerror="alert(2)">',
      '',
      '[click me](javascript:alert(3)) and <javascript:alert(4)> and [data](data:text/html,hi)',
      '',
      '[ok](mailto:board@example.org)',
    ].join('\n');
    const item = await create({ title: 'Hostile body', body: hostile });
    const html: string = (await inject('GET', `/api/news/${item.id}`)).json().bodyHtml;
    // No element but p and a, no attribute but href and rel, no link but the mailto one.
    expect(html.match(/<[a-z]+/gi)).toEqual(['<p', '<p', '<p', '<p', '<a']);
    expect(html).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/href="(javascript|data)/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).toContain('[click me](javascript:alert(3))');
    expect(html).toContain('<a href="mailto:board@example.org" rel="noopener noreferrer">ok</a>');
  });

  it('answers an alert with show-until 7 days after its date unless given, and null for other types', async () => {
    const alert = await create({ title: 'Car prowls', type: 'alert', date: '2026-11-26' });
    expect(alert.showUntil).toBe('2026-12-03');
    const own = await create({
      title: 'Water main',
      type: 'Alert',
      date: '2026-11-26',
      showUntil: '2026-11-28',
    });
    expect(own.showUntil).toBe('2026-11-28');
    const update = await create({ title: 'Not an alert', type: 'update', showUntil: '2031-01-01' });
    expect(update.showUntil).toBeNull();
    // Blank takes the default again; a later date moves the default with it.
    const res = await inject('PATCH', `/api/news/${own.id}`, { showUntil: '', date: '2026-12-01' });
    expect(res.json().showUntil).toBe('2026-12-08');
  });

  it('refuses a show-until that is not a day, or is before the date (also against the stored date)', async () => {
    const notDay = await inject('POST', '/api/news', {
      ...validNews,
      type: 'alert',
      showUntil: '2026-02-30',
    });
    expect(notDay.statusCode).toBe(400);
    expect(notDay.json().message).toBe('Show until must be a real day in the form YYYY-MM-DD');
    const before = await inject('POST', '/api/news', {
      ...validNews,
      type: 'alert',
      date: '2026-11-26',
      showUntil: '2026-11-25',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().errors).toContainEqual({
      path: 'showUntil',
      message: 'Show until cannot be before the date',
    });
    // No date sent: the day is today, and the rule holds against it.
    const beforeToday = await inject('POST', '/api/news', {
      ...validNews,
      date: undefined,
      type: 'alert',
      showUntil: addDays(today(), -1),
    });
    expect(beforeToday.statusCode).toBe(400);
    const item = await create({ title: 'Stored day', type: 'alert', date: '2026-11-26' });
    const patch = await inject('PATCH', `/api/news/${item.id}`, { showUntil: '2026-11-20' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toBe('Show until cannot be before the date');
    expect((await inject('GET', `/api/news/${item.id}`)).json().showUntil).toBe('2026-12-03');
  });

  it('lists the alerts current on a day: posted by then, shown until then or later, newest first', async () => {
    const day = '2030-03-10';
    const current = await create({ title: 'Current alert', type: 'alert', date: '2030-03-09' });
    const lastDay = await create({ title: 'Last day', type: 'alert', date: '2030-03-01', showUntil: day });
    await create({ title: 'Default ended', type: 'alert', date: '2030-03-02' });
    await create({ title: 'Ended', type: 'alert', date: '2030-03-05', showUntil: '2030-03-09' });
    await create({ title: 'Not yet', type: 'alert', date: '2030-03-11' });
    await create({ title: 'Update, not alert', type: 'update', date: '2030-03-10' });
    const res = await inject('GET', `/api/news/alerts?day=${day}`, undefined, callers.anonymous);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([current.id, lastDay.id]);
    // A default-length alert is shown on its seventh day after, not on the eighth.
    const edge = (
      await inject('GET', '/api/news/alerts?day=2030-03-09', undefined, callers.anonymous)
    ).json();
    expect(edge.items.map((i: { title: string }) => i.title)).toContain('Default ended');
    const bad = await inject('GET', '/api/news/alerts?day=tomorrow', undefined, callers.anonymous);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Day must be a real day in the form YYYY-MM-DD');
  });

  it("answers today's alerts without a day", async () => {
    const item = await create({ title: 'Posted today', type: 'alert', date: today() });
    const res = await inject('GET', '/api/news/alerts', undefined, callers.anonymous);
    expect(res.json().items.map((i: { id: string }) => i.id)).toContain(item.id);
  });

  it('lets only moderators and admins write a body and show-until; a refused write changes nothing', async () => {
    const item = await create({ title: 'Roles', type: 'alert', date: '2026-11-26' });
    const refusal = { anonymous: 401, user: 403 } as const;
    for (const who of ['anonymous', 'user', 'moderator', 'admin'] as const) {
      const written = { body: `Written by ${who}`, showUntil: '2026-12-24' };
      const post = await inject('POST', '/api/news', { ...validNews, ...written }, callers[who]);
      const patch = await inject('PATCH', `/api/news/${item.id}`, written, callers[who]);
      if (who === 'anonymous' || who === 'user') {
        expect(post.statusCode, who).toBe(refusal[who]);
        expect(patch.statusCode, who).toBe(refusal[who]);
        expect((await inject('GET', `/api/news/${item.id}`)).json().body).not.toBe(written.body);
      } else {
        expect(post.statusCode, who).toBe(201);
        expect(post.json()).toMatchObject({ body: written.body });
        expect(patch.statusCode, who).toBe(200);
        expect(patch.json()).toMatchObject(written);
      }
    }
  });
});
