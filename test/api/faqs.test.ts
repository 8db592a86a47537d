import { beforeAll, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from '../../src/shared/faqs.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { validFaq } from '../support/directory-fixtures.ts';

describeEachEngine('faqs API', (ctx) => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = (await createCallers(ctx().app)).admin;
  });

  const post = (payload: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/faqs', headers: admin, payload: payload as object });
  const list = async () => (await ctx().app.inject({ method: 'GET', url: '/api/faqs' })).json();

  it('creates an FAQ in each category (201 { data }) and lists them as { data: [...] } in category order', async () => {
    for (const category of [...FAQ_CATEGORIES].reverse()) {
      const res = await post({ ...validFaq, category, question: `A question about ${category}?` });
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data).toMatchObject({
        category,
        question: `A question about ${category}?`,
        answer: validFaq.answer,
      });
      expect(data._id).toBe(data.id);
    }
    const body = await list();
    expect(Object.keys(body)).toEqual(['data']);
    const categories = body.data.map((f: { category: string }) => f.category);
    expect([...new Set(categories)]).toEqual([...FAQ_CATEGORIES]);
  });

  it('takes a question of 11 characters and an answer of 51, trimmed', async () => {
    const res = await post({ ...validFaq, question: '  12345678901  ', answer: `${'a'.repeat(51)} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ question: '12345678901', answer: 'a'.repeat(51) });
  });

  it.each([
    [{ ...validFaq, question: '1234567890' }, 'question', 'Question must be more than 10 characters'],
    [{ ...validFaq, question: '' }, 'question', 'Question must be more than 10 characters'],
    [{ ...validFaq, question: undefined }, 'question', 'Question must be more than 10 characters'],
    [{ ...validFaq, question: 'x'.repeat(501) }, 'question', 'Question cannot exceed 500 characters'],
    [{ ...validFaq, answer: 'a'.repeat(50) }, 'answer', 'Answer must be more than 50 characters'],
    [{ ...validFaq, answer: 'a'.repeat(5001) }, 'answer', 'Answer cannot exceed 5000 characters'],
    [
      { ...validFaq, category: 'Gossip' },
      'category',
      'Category must be one of: Community Guidelines, Financial Information, Community Services, Environmental Protection, Other',
    ],
    [{ ...validFaq, category: undefined }, 'category', 'Category is required'],
    [{ ...validFaq, answer: ['not', 'text'] }, 'answer', 'Answer must be text'],
  ])('refuses %j with 400 on %s and stores nothing', async (body, path, message) => {
    const before = await list();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await list()).toEqual(before);
  });

  it('edits with PATCH (the FAQ itself), deletes with 204, 404 for unknown ids, audits each write', async () => {
    const { data: created } = (await post({ ...validFaq, question: 'How do I reserve the park?' })).json();
    const patched = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/faqs/${created.id}`,
      headers: admin,
      payload: { category: 'Community Services' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: created.id,
      _id: created.id,
      category: 'Community Services',
      question: 'How do I reserve the park?',
    });
    const badPatch = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/faqs/${created.id}`,
      headers: admin,
      payload: { answer: 'too short' },
    });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json().message).toBe('Answer must be more than 50 characters');

    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/faqs/${created.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await ctx().app.inject({
        method,
        url: `/api/faqs/${created.id}`,
        headers: admin,
        payload: method === 'PATCH' ? { category: 'Other' } : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('FAQ not found');
    }
    const audit = await ctx()
      .app.db.selectFrom('auditLog')
      .select(['action', 'kind'])
      .where('objectId', '=', created.id)
      .execute();
    expect(audit.map((a) => `${a.kind}:${a.action}`).sort()).toEqual([
      'faq:create',
      'faq:delete',
      'faq:update',
    ]);
  });
});
