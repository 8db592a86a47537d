import { beforeAll, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from '../../src/shared/faqs/faqs.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { validFaq } from '../support/collections.ts';

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
});
