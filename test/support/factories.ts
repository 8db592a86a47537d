import type { Insertable } from 'kysely';
import { insertArcEvent, insertArcRequest } from '../../src/server/arc-requests/queries.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import type { ContactMessagesTable } from '../../src/server/contact/table.ts';
import type { Db } from '../../src/server/db/connection.ts';
import { newId } from '../../src/server/db/ids.ts';
import { insertDocument } from '../../src/server/documents/queries.ts';
import { searchableText } from '../../src/server/documents/search-text.ts';
import type { EventsTable } from '../../src/server/events/table.ts';
import { detectDocumentType } from '../../src/server/files/content-types.ts';
import { saveFile } from '../../src/server/files/store.ts';
import type { NewsTable } from '../../src/server/news/table.ts';
import type { UserRow } from '../../src/server/users/table.ts';
import { insertUser, toPublicUser } from '../../src/server/users/queries.ts';
import type { DocumentCategory, DocumentVisibility } from '../../src/shared/documents/paths.ts';
import { zonedInstant } from '../../src/shared/events/times.ts';
import type { Role } from '../../src/shared/roles.ts';
import { textPdf } from './pdf-fixtures.ts';

/**
 * One place that builds every entity a test needs, straight through the app's typed database layer
 * (the same table types and insert functions the server uses): API tests, browser tests and the
 * benchmarks seed with these instead of SQL of their own. Each takes only what the test cares
 * about; the rest is a valid default. Rows the API would refuse (past events, messages already
 * delivered) are what these are for; a test about creating something goes through the API.
 */

/** The community's time zone in the default configuration every test runs with. */
export const TEST_TIME_ZONE = 'America/Los_Angeles';
export const TEST_PASSWORD = 'Correct-Horse-9';

let counter = 0;
/** A short name no other row of this process has. */
function nextName(prefix: string): string {
  counter += 1;
  return `${prefix}_${process.pid % 10_000}_${counter}`.slice(0, 20);
}

export interface UserOptions {
  role?: Role;
  username?: string;
  email?: string;
  password?: string;
  /** The email address is confirmed (default: not yet, as a new account). */
  verified?: boolean;
  residentStatus?: 'none' | 'pending' | 'approved' | 'rejected';
  address?: string | null;
  /** Chose to get news by email (account page). */
  notifyNews?: boolean;
}

export interface MadeUser {
  row: UserRow;
  user: ReturnType<typeof toPublicUser>;
  password: string;
  /** A live session for the user. */
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject and fetch. */
  headers: { authorization: string };
}

export function factories(db: Db) {
  return {
    /** An account with a live session. */
    async user(options: UserOptions = {}): Promise<MadeUser> {
      const role = options.role ?? 'USER';
      const username = options.username ?? nextName(role.toLowerCase());
      const password = options.password ?? TEST_PASSWORD;
      let row = await insertUser(db, {
        username,
        email: options.email ?? `${username}@example.org`,
        passwordHash: await hashPassword(password),
        role,
        emailVerifiedAt: options.verified ? new Date().toISOString() : undefined,
      });
      if (options.residentStatus || options.address !== undefined || options.notifyNews) {
        row = await db
          .updateTable('users')
          .set({
            residentStatus: options.residentStatus ?? row.residentStatus,
            address: options.address === undefined ? row.address : options.address,
            notifyNews: options.notifyNews ? 1 : row.notifyNews,
          })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const token = await createSession(db, row.id);
      return { row, user: toPublicUser(row), password, token, headers: { authorization: `Bearer ${token}` } };
    },

    /** An approved resident with an address (what the library's resident tier and ACC requests need). */
    resident(options: Omit<UserOptions, 'residentStatus'> = {}): Promise<MadeUser> {
      return this.user({
        address: '16712 Cedar Way, Bothell, WA 98012',
        verified: true,
        ...options,
        residentStatus: 'approved',
      });
    },

    /** Changes an existing account's role or resident status (an account registered through the API). */
    async updateUser(
      email: string,
      changes: { role?: Role; residentStatus?: UserOptions['residentStatus']; verified?: boolean },
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          ...(changes.role && { role: changes.role }),
          ...(changes.residentStatus && { residentStatus: changes.residentStatus }),
          ...(changes.verified !== undefined && {
            emailVerifiedAt: changes.verified ? new Date().toISOString() : null,
          }),
        })
        .where('email', '=', email.toLowerCase())
        .execute();
    },

    /** An event on a day (10:00-11:00 community time), including days the API refuses (the past). */
    async event(fields: Partial<Insertable<EventsTable>> & { date: string }) {
      const now = new Date().toISOString();
      const row = {
        id: newId(),
        title: 'Neighbourhood meeting',
        description: 'Neighbours met in the clubhouse.',
        startTime: zonedInstant(fields.date, '10:00', TEST_TIME_ZONE),
        endTime: zonedInstant(fields.date, '11:00', TEST_TIME_ZONE),
        location: 'Community Clubhouse',
        type: 'Social',
        repeat: 'none',
        repeatUntil: null,
        createdAt: now,
        updatedAt: now,
        ...fields,
      };
      await db.insertInto('events').values(row).execute();
      return row;
    },

    /** A news item dated `date` (default today). */
    async newsItem(fields: Partial<Insertable<NewsTable>> = {}) {
      const now = new Date().toISOString();
      const row = {
        id: newId(),
        title: nextName('News'),
        description: 'The pool opens for the summer season on Saturday at ten in the morning.',
        type: 'update',
        image: null,
        link: null,
        date: now.slice(0, 10),
        createdAt: now,
        updatedAt: now,
        ...fields,
      };
      await db.insertInto('news').values(row).execute();
      return row;
    },

    /** An address on the announcement list, confirmed unless told otherwise (no mail is sent). */
    async subscriber(email: string, status: 'pending' | 'confirmed' | 'unsubscribed' = 'confirmed') {
      const now = new Date().toISOString();
      const row = {
        id: newId(),
        email: email.toLowerCase(),
        status,
        source: 'form',
        confirmTokenHash: null,
        confirmExpiresAt: null,
        confirmSentAt: null,
        confirmedAt: status === 'confirmed' ? now : null,
        unsubscribedAt: status === 'unsubscribed' ? now : null,
        createdAt: now,
        updatedAt: now,
      };
      await db.insertInto('subscribers').values(row).execute();
      return row;
    },

    /**
     * A contact message as the form leaves it. Delivered and failed ones are done; a pending one
     * waits a day for its next attempt, so no delivery worker picks it up mid-test.
     */
    async contactMessage(
      fields: Partial<Insertable<ContactMessagesTable>> & {
        status?: 'pending' | 'delivered' | 'failed';
      } = {},
    ) {
      counter += 1;
      const now = new Date().toISOString();
      const status = fields.status ?? 'pending';
      const row = {
        id: newId(),
        name: `Visitor ${counter}`,
        email: `visitor${counter}@example.org`,
        subject: `Question number ${counter}`,
        message: 'The streetlight on the corner of our street has been out for a week now.',
        attempts: 1,
        readAt: null,
        archivedAt: null,
        lastError: null,
        ip: '127.0.0.1',
        deliveredAt: status === 'delivered' ? now : null,
        nextAttemptAt: status === 'pending' ? new Date(Date.now() + 86_400_000).toISOString() : null,
        createdAt: new Date(Date.now() + counter).toISOString(),
        ...fields,
        status,
      };
      await db.insertInto('contactMessages').values(row).execute();
      return row;
    },

    /** A library document holding a one-page PDF with `text` in it. */
    async document(
      fields: {
        title?: string;
        text?: string;
        category?: DocumentCategory;
        visibility?: DocumentVisibility;
        date?: string;
      } = {},
    ) {
      const text = fields.text ?? 'Minutes of the annual meeting';
      const file = await saveFile(db, await textPdf([text]), {
        maxBytes: 10 * 1024 * 1024,
        detectType: detectDocumentType,
      });
      return insertDocument(db, {
        title: fields.title ?? nextName('Document'),
        category: fields.category ?? 'minutes',
        visibility: fields.visibility ?? 'public',
        date: fields.date ?? new Date().toISOString().slice(0, 10),
        file: { id: file.id, contentType: file.contentType, size: file.size },
        text: searchableText(text),
        textState: 'indexed',
        createdBy: null,
      });
    },

    /** A submitted ACC request of a resident, with its first timeline entry (no attachments). */
    async arcRequest(resident: UserRow, fields: { title?: string; decisionDue?: string } = {}) {
      const today = new Date().toISOString().slice(0, 10);
      return db.transaction().execute(async (trx) => {
        const row = await insertArcRequest(trx, {
          residentId: resident.id,
          residentName: resident.username,
          residentEmail: resident.email,
          title: fields.title ?? 'New fence along the back yard',
          projectType: 'fence',
          description: 'A six-foot cedar fence along the back of the lot, stained natural.',
          address: resident.address ?? '16712 Cedar Way, Bothell, WA 98012',
          startDate: today,
          completionDate: today,
          decisionDue: fields.decisionDue ?? today,
        });
        await insertArcEvent(trx, {
          requestId: row.id,
          kind: 'status',
          toStatus: 'submitted',
          author: resident,
          byCommittee: false,
        });
        return row;
      });
    },
  };
}

export type Factories = ReturnType<typeof factories>;
