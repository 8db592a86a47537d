import { beforeAll, expect, it } from 'vitest';
import { defaultCommunity } from '../../src/shared/community/defaults.ts';
import { FORBIDDEN_CHARACTER_MESSAGE } from '../../src/shared/text-rules.ts';
import { newId, nowIso } from '../../src/server/db/ids.ts';
import { validFaq } from '../support/collections.ts';
import { countRows, createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

const contact = {
  name: 'Pat Resident',
  email: 'pat@example.org',
  subject: 'Street light',
  message: 'The street light at the corner has been out for a week.',
};

const newsBody = {
  title: 'Pool opening day',
  description: 'The pool opens on Saturday at 10 AM; please bring your key fob and sign the waiver.',
};

/** Every character XML 1.0 allows; anything else makes a feed unreadable. */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

describeEachEngine('control characters and broken Unicode in what clients send', (ctx) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
  });

  const refusal = (path: string) => ({
    message: FORBIDDEN_CHARACTER_MESSAGE,
    errors: [{ path, message: FORBIDDEN_CHARACTER_MESSAGE }],
  });
  const countContact = () => countRows(ctx().app, 'contactMessages');

  it.each([
    ['NUL', 'a\u0000b'],
    ['BEL', 'ring\u0007'],
    ['escape', 'colour \u001b[31m'],
    ['DEL', 'gone\u007f'],
    ['a C1 control', 'next\u0085line'],
    ['a lone high surrogate', 'half \ud83d of an emoji'],
    ['a lone low surrogate', '\ude00 alone'],
  ])('refuses %s in an anonymous contact message with 400 and stores nothing', async (_name, bad) => {
    const before = await countContact();
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message: `${contact.message} ${bad}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('message'));
    expect(await countContact()).toBe(before);
  });

  it('keeps tabs, line breaks, emoji and right-to-left text', async () => {
    const message = `Line one\tcolumn\r\nLine two 🎉 and עברית \u202e reversed ${contact.message}`;
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(message);
  });

  it('refuses a control character at any depth of a body, even in a field the route ignores', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: callers.admin,
      payload: { ...validFaq, note: { deep: ['fine', 'not\u0000fine'] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('note.deep.1'));
  });

  it('refuses NUL in the community settings an admin saves (PUT), and keeps the old ones', async () => {
    const res = await ctx().app.inject({
      method: 'PUT',
      url: '/api/community/settings',
      headers: callers.admin,
      payload: { ...defaultCommunity, name: 'Cedar\u0000Ridge' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('name'));
    const community = await ctx().app.inject({ method: 'GET', url: '/api/community' });
    expect(community.json().name).toBe(ctx().config.communityDefaults.name);
  });

  it('refuses control characters in query strings (400, never a database error)', async () => {
    const audit = await ctx().app.inject({
      method: 'GET',
      url: '/api/audit?actor=a%00b',
      headers: callers.admin,
    });
    expect(audit.statusCode).toBe(400);
    expect(audit.json()).toEqual(refusal('actor'));
    const events = await ctx().app.inject({ method: 'GET', url: '/api/events?from=2026-01-01%01' });
    expect(events.statusCode).toBe(400);
    expect(events.json()).toEqual(refusal('from'));
  });

  it('refuses control characters in path parameters', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/events/a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('id'));
  });

  it('checks the caller before the characters: anonymous writes still get 401', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/news',
      payload: { ...newsBody, title: 'bad\u0000' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses control characters in a news title, so the feed cannot be broken through the API', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/news',
      headers: callers.moderator,
      payload: { ...newsBody, title: 'Alert\u0001\u000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('title'));
  });

  it('writes a well-formed feed even from stored text that XML 1.0 forbids', async () => {
    const { app } = ctx();
    const now = nowIso();
    // Stored before the rule existed (PostgreSQL never accepted NUL, so that one is SQLite only).
    const title = `Old${ctx().engine === 'sqlite' ? '\u0000' : ''} title\u0001 with\u000b controls\ufffe`;
    await app.db
      .insertInto('news')
      .values({
        id: newId(),
        title,
        description: `Description\u0008 with a backspace and \u001f a unit separator ${newsBody.description}`,
        type: 'alert\u0002',
        image: null,
        link: null,
        date: '2031-05-05',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const feed = await app.inject({ method: 'GET', url: '/api/news.rss' });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toMatch(XML_FORBIDDEN);
    expect(feed.body).toContain('<title>Old title with controls</title>');
    expect(feed.body).toContain('<category>alert</category>');
  });
});
