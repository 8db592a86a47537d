import { afterEach, expect, it, vi } from 'vitest';
import { createSession, hashToken, newToken } from '../../src/server/auth/sessions.ts';
import { newId } from '../../src/server/db/ids.ts';
import { createTestApp, createUser, ENGINES, type TestApp } from '../support/test-app.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

async function addSession(t: TestApp, userId: string, expiresIn: number): Promise<string> {
  const id = newId();
  await t.app.db
    .insertInto('sessions')
    .values({
      id,
      tokenHash: hashToken(newToken()),
      userId,
      createdAt: iso(-8 * DAY),
      expiresAt: iso(expiresIn),
    })
    .execute();
  return id;
}

async function addResetLink(t: TestApp, userId: string, expiresIn: number, used: boolean): Promise<string> {
  const id = newId();
  await t.app.db
    .insertInto('accountTokens')
    .values({
      id,
      userId,
      purpose: 'password-reset',
      email: null,
      tokenHash: hashToken(newToken()),
      expiresAt: iso(expiresIn),
      usedAt: used ? iso(expiresIn - HOUR / 2) : null,
      createdAt: iso(expiresIn - HOUR),
    })
    .execute();
  return id;
}

const ids = async (t: TestApp, table: 'sessions' | 'accountTokens') =>
  (await t.app.db.selectFrom(table).select('id').execute()).map((r) => r.id);

afterEach(() => {
  vi.useRealTimers();
});

for (const engine of ENGINES) {
  it(`deletes expired sessions and stale reset links at start-up, then every hour [${engine}]`, async () => {
    // Only the cleanup's interval and the clock are faked, so an hour can pass at once (the job's
    // lease row says when it is due next, by the clock); everything else runs for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const t = await createTestApp(engine);
    try {
      const { user } = await createUser(t.app, 'USER');
      const live = await createSession(t.app.db, user.id);
      const expired = await addSession(t, user.id, -1000);
      const liveLink = await addResetLink(t, user.id, HOUR, false);
      // Spent or expired within the last day: kept, so the reset page still says "used" or "expired".
      const justUsed = await addResetLink(t, user.id, HOUR / 2, true);
      const justExpired = await addResetLink(t, user.id, -HOUR, false);
      const oldUsed = await addResetLink(t, user.id, -2 * DAY, true);
      const oldExpired = await addResetLink(t, user.id, -3 * DAY, false);

      await t.app.ready();
      await vi.waitFor(async () => expect(await ids(t, 'sessions')).not.toContain(expired));
      await vi.waitFor(async () => {
        const links = await ids(t, 'accountTokens');
        expect(links).not.toContain(oldUsed);
        expect(links).not.toContain(oldExpired);
      });
      expect(await ids(t, 'accountTokens')).toEqual(
        expect.arrayContaining([liveLink, justUsed, justExpired]),
      );
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${live}` },
      });
      expect(me.statusCode).toBe(200);

      // The start-up run deletes first and then books its next run an hour after it ends; the hour
      // may pass only once that booking is written, or the run would end "after" the hour.
      await vi.waitFor(async () => {
        const lease = await t.app.db
          .selectFrom('jobLeases')
          .select('holder')
          .where('name', '=', 'auth-cleanup')
          .executeTakeFirstOrThrow();
        expect(lease.holder).toBeNull();
      });
      const later = await addSession(t, user.id, -1);
      // Due an hour after the start-up run ended, which was after the looks' once-a-minute beat
      // started (vi.waitFor moves the faked clock as it polls): found by the first look after that.
      await vi.advanceTimersByTimeAsync(HOUR + MINUTE);
      await vi.waitFor(async () => expect(await ids(t, 'sessions')).not.toContain(later));
    } finally {
      await t.close();
    }
  });
}
