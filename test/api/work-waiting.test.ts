import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/shared/dates.ts';
import { factories } from '../support/factories.ts';
import { createCallers, createTestApp, ENGINES, type TestApp } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

/** The dashboard's work waiting (docs/product/staff-area.md, "Work waiting"). */
for (const engine of ENGINES) {
  describe(`work waiting [${engine}]`, () => {
    let test: TestApp;
    let callers: Callers;
    beforeAll(async () => {
      test = await createTestApp(engine);
      await test.app.ready();
      callers = await createCallers(test.app);
    });
    afterAll(() => test.close());

    const counts = (headers: Record<string, string>) =>
      test.app.inject({ method: 'GET', url: '/api/dashboard/work', headers });

    it('is for staff: anonymous 401, USER 403; a MODERATOR manages none of these queues and gets no count', async () => {
      expect((await counts(callers.anonymous)).statusCode).toBe(401);
      expect((await counts(callers.user)).statusCode).toBe(403);
      const moderator = await counts(callers.moderator);
      expect(moderator.statusCode).toBe(200);
      expect(moderator.json()).toEqual({});
    });

    it("counts an admin's queues: resident requests, unread messages, open and overdue ACC requests, new reports", async () => {
      expect((await counts(callers.admin)).json()).toEqual({
        residentRequests: 0,
        unreadMessages: 0,
        openArcRequests: 0,
        overdueArcRequests: 0,
        newReports: 0,
      });

      const make = factories(test.app.db);
      await make.user({ residentStatus: 'pending', address: '12 Cedar Lane' });
      await make.user({ residentStatus: 'pending', address: '14 Cedar Lane' });
      // Not waiting: approved, and staff (residents by their role, nothing to decide).
      await make.user({ residentStatus: 'approved', address: '16 Cedar Lane' });
      await make.user({ role: 'MODERATOR', residentStatus: 'pending' });

      await make.contactMessage();
      await make.contactMessage({ readAt: new Date().toISOString() });
      await make.contactMessage({ archivedAt: new Date().toISOString() });

      const resident = await make.resident({ address: '18 Cedar Lane' });
      const today = todayIn((await test.app.community.read()).timeZone);
      await make.arcRequest(resident.row, { decisionDue: addDays(today, 10) });
      await make.arcRequest(resident.row, { decisionDue: addDays(today, -1) });
      const decided = await make.arcRequest(resident.row, { decisionDue: addDays(today, -5) });
      await test.app.db
        .updateTable('arcRequests')
        .set({ status: 'approved' })
        .where('id', '=', decided.id)
        .execute();

      // Reports of both kinds count while new; one the board acknowledged no longer waits.
      const report = async (kind: string, category: string) => {
        const res = await test.app.inject({
          method: 'POST',
          url: '/api/reports',
          headers: resident.headers,
          payload: {
            kind,
            category,
            title: `A ${kind} report`,
            description: 'Seen on the street for a week now.',
          },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as { id: string };
      };
      await report('maintenance', 'lighting');
      await report('violation', 'parking');
      const seen = await report('maintenance', 'trails');
      const moved = await test.app.inject({
        method: 'POST',
        url: `/api/reports/${seen.id}/status`,
        headers: callers.admin,
        payload: { status: 'acknowledged' },
      });
      expect(moved.statusCode, moved.body).toBe(200);

      expect((await counts(callers.admin)).json()).toEqual({
        residentRequests: 2,
        unreadMessages: 1,
        openArcRequests: 2,
        overdueArcRequests: 1,
        newReports: 2,
      });
      expect((await counts(callers.moderator)).json()).toEqual({});

      // The users screen shows the address each person gave; its list stays the admins'.
      const users = await test.app.inject({ method: 'GET', url: '/api/user', headers: callers.admin });
      const addresses = users.json().map((u: { address: string | null }) => u.address);
      expect(addresses).toEqual(expect.arrayContaining(['12 Cedar Lane', '14 Cedar Lane', '18 Cedar Lane']));
      expect(
        (await test.app.inject({ method: 'GET', url: '/api/user', headers: callers.moderator })).statusCode,
      ).toBe(403);
    });
  });
}
