import { beforeAll, expect, it } from 'vitest';
import { validNews } from '../support/collections.ts';
import { factories } from '../support/factories.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

// Attachments from the document library (docs/product/news-uploads-contact.md, "Attachments"): a
// write lists public documents by id, the item's read answers them in order, a deleted document
// drops off, and one made non-public later is not shown to signed-out readers.
describeEachEngine('news attachments', (ctx) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
  });
  const make = () => factories(ctx().app.db);
  const inject = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = callers.admin,
  ) => ctx().app.inject({ method, url, payload, headers });
  const create = async (extra: Record<string, unknown>) => {
    const res = await inject('POST', '/api/news', { ...validNews, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const titlesOf = (answer: { attachments: { title: string }[] }) => answer.attachments.map((a) => a.title);
  const readAs = async (id: string, headers: Record<string, string> = callers.anonymous) =>
    (await inject('GET', `/api/news/${id}`, undefined, headers)).json();

  it('attaches public documents and answers them in the order sent, with their download address', async () => {
    const minutes = await make().document({ title: 'Minutes of March' });
    const budget = await make().document({ title: 'Budget 2027' });
    const item = await create({ title: 'With attachments', attachments: [budget.id, minutes.id] });
    expect(item.attachments).toEqual([
      {
        id: budget.id,
        title: 'Budget 2027',
        url: budget.url,
        size: budget.size,
        contentType: 'application/pdf',
      },
      {
        id: minutes.id,
        title: 'Minutes of March',
        url: minutes.url,
        size: minutes.size,
        contentType: 'application/pdf',
      },
    ]);
    expect(budget.url).toBe(`/api/documents/${budget.id}/file`);
    const read = await readAs(item.id);
    expect(read.attachments).toEqual(item.attachments);
    // The address opens the document for a signed-out reader.
    expect((await inject('GET', budget.url, undefined, callers.anonymous)).statusCode).toBe(200);
    // Lists stay light: no attachments there.
    const listed = (await inject('GET', '/api/news?limit=100'))
      .json()
      .items.find((i: { id: string }) => i.id === item.id);
    expect(listed).not.toHaveProperty('attachments');
  });

  it('answers no attachments as an empty list; a PATCH without them keeps them, one with them replaces them', async () => {
    const plain = await create({ title: 'No attachments' });
    expect(plain.attachments).toEqual([]);
    const first = await make().document({ title: 'First notice' });
    const second = await make().document({ title: 'Second notice' });
    const item = await create({ title: 'Replaced list', attachments: [first.id] });
    const kept = await inject('PATCH', `/api/news/${item.id}`, { title: 'Renamed' });
    expect(kept.statusCode).toBe(200);
    expect(titlesOf(kept.json())).toEqual(['First notice']);
    const replaced = await inject('PATCH', `/api/news/${item.id}`, { attachments: [second.id, first.id] });
    expect(titlesOf(replaced.json())).toEqual(['Second notice', 'First notice']);
    const cleared = await inject('PATCH', `/api/news/${item.id}`, { attachments: [] });
    expect(cleared.json().attachments).toEqual([]);
    // A document sent twice is listed once.
    const twice = await inject('PATCH', `/api/news/${item.id}`, { attachments: [first.id, first.id] });
    expect(titlesOf(twice.json())).toEqual(['First notice']);
  });

  it('refuses (400) an id that is no document, a non-public document, more than 10, or a list that is not ids; nothing is written', async () => {
    const residents = await make().document({ title: 'Residents roster', visibility: 'residents' });
    const staffOnly = await make().document({ title: 'Board notes', visibility: 'staff' });
    const publicDoc = await make().document({ title: 'Public notice' });
    const before = (await inject('GET', '/api/news?limit=100')).json().items.length;

    const missing = await inject('POST', '/api/news', {
      ...validNews,
      attachments: [publicDoc.id, 'no-such-document'],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Attachment no-such-document is not a document in the library',
      errors: [
        { path: 'attachments.1', message: 'Attachment no-such-document is not a document in the library' },
      ],
    });
    for (const [document, title] of [
      [residents, 'Residents roster'],
      [staffOnly, 'Board notes'],
    ] as const) {
      const refused = await inject('POST', '/api/news', { ...validNews, attachments: [document.id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        `Attachment "${title}" is not public: only documents everyone may read can be attached`,
      );
    }
    const eleven = await Promise.all(Array.from({ length: 11 }, () => make().document()));
    const tooMany = await inject('POST', '/api/news', { ...validNews, attachments: eleven.map((d) => d.id) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A news item can have at most 10 attachments');
    for (const attachments of ['abc', [42], { id: publicDoc.id }]) {
      const bad = await inject('POST', '/api/news', { ...validNews, attachments });
      expect(bad.statusCode, JSON.stringify(attachments)).toBe(400);
    }
    expect((await inject('GET', '/api/news?limit=100')).json().items.length).toBe(before);

    // A refused PATCH changes nothing, its other fields included.
    const item = await create({ title: 'Kept as it was', attachments: [publicDoc.id] });
    const patch = await inject('PATCH', `/api/news/${item.id}`, {
      title: 'Changed',
      attachments: [residents.id],
    });
    expect(patch.statusCode).toBe(400);
    const read = await readAs(item.id);
    expect(read.title).toBe('Kept as it was');
    expect(titlesOf(read)).toEqual(['Public notice']);
  });

  it('drops a deleted document from the item (cascade), and deletes the links with the item', async () => {
    const doomed = await make().document({ title: 'Doomed document' });
    const staying = await make().document({ title: 'Staying document' });
    const item = await create({ title: 'Loses one', attachments: [doomed.id, staying.id] });
    expect((await inject('DELETE', `/api/documents/${doomed.id}`)).statusCode).toBe(204);
    expect(titlesOf(await readAs(item.id))).toEqual(['Staying document']);
    expect((await inject('DELETE', `/api/news/${item.id}`)).statusCode).toBe(204);
    const links = await ctx()
      .app.db.selectFrom('newsAttachments')
      .select('documentId')
      .where('newsId', '=', item.id)
      .execute();
    expect(links).toEqual([]);
    // The document itself stays in the library.
    expect((await inject('GET', staying.url, undefined, callers.anonymous)).statusCode).toBe(200);
  });

  it('shows a document made non-public later only to those who may open it, and keeps it through an edit', async () => {
    const hidden = await make().document({ title: 'Later residents only' });
    const open = await make().document({ title: 'Still public' });
    const item = await create({ title: 'Mixed attachments', attachments: [hidden.id, open.id] });
    const patched = await inject('PATCH', `/api/documents/${hidden.id}`, { visibility: 'residents' });
    expect(patched.statusCode).toBe(200);
    expect(titlesOf(await readAs(item.id))).toEqual(['Still public']);
    expect(titlesOf(await readAs(item.id, callers.user))).toEqual(['Still public']);
    expect(titlesOf(await readAs(item.id, callers.moderator))).toEqual([
      'Later residents only',
      'Still public',
    ]);
    // Staff saving the item with the list they see keep it; it cannot be attached anew elsewhere.
    const edit = await inject('PATCH', `/api/news/${item.id}`, {
      title: 'Mixed, edited',
      attachments: [hidden.id, open.id],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(titlesOf(edit.json())).toEqual(['Later residents only', 'Still public']);
    const elsewhere = await inject('POST', '/api/news', { ...validNews, attachments: [hidden.id] });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('lets only moderators and admins attach; a refused write changes nothing', async () => {
    const document = await make().document({ title: 'Role matrix document' });
    const item = await create({ title: 'Roles and attachments' });
    const refusal = { anonymous: 401, user: 403 } as const;
    for (const who of ['anonymous', 'user', 'moderator', 'admin'] as const) {
      const written = { attachments: [document.id] };
      const post = await inject('POST', '/api/news', { ...validNews, ...written }, callers[who]);
      const patch = await inject('PATCH', `/api/news/${item.id}`, written, callers[who]);
      if (who === 'anonymous' || who === 'user') {
        expect(post.statusCode, who).toBe(refusal[who]);
        expect(patch.statusCode, who).toBe(refusal[who]);
        expect((await readAs(item.id)).attachments).toEqual([]);
      } else {
        expect(post.statusCode, who).toBe(201);
        expect(titlesOf(post.json())).toEqual(['Role matrix document']);
        expect(patch.statusCode, who).toBe(200);
        expect(titlesOf(patch.json())).toEqual(['Role matrix document']);
      }
    }
  });
});
