import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Stores a contact message straight in the e2e database, as the contact form leaves it. Messages
 * are inserted as already delivered or failed, or pending with the next attempt a day away (as
 * after a failed attempt), so a delivery worker never picks them up mid-test.
 */
export function insertContactMessage(fields: {
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'delivered' | 'failed' | 'pending';
  createdAt?: string;
}): string {
  const id = randomUUID();
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'e2e.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    db.prepare(
      `insert into contact_messages (id, name, email, subject, message, status, attempts, delivered_at, next_attempt_at, created_at)
       values (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    ).run(
      id,
      fields.name,
      fields.email,
      fields.subject,
      fields.message,
      fields.status,
      fields.status === 'delivered' ? now : null,
      fields.status === 'pending' ? new Date(Date.now() + 86_400_000).toISOString() : null,
      fields.createdAt ?? now,
    );
  } finally {
    db.close();
  }
  return id;
}
