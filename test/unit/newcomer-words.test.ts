import { describe, expect, it } from 'vitest';
import { greetingFor, NEW_ACCOUNT_MS } from '../../src/client/dashboard/greeting.ts';
import { missingFieldsText } from '../../src/client/components/forms/SubmitButton.tsx';
import { timeZoneName } from '../../src/shared/dates.ts';

describe('the words a newcomer reads', () => {
  const createdAt = '2026-11-26T17:28:00.000Z';
  const made = Date.parse(createdAt);

  it('welcomes a new account, and welcomes it back after its first day', () => {
    const user = { username: 'ana', createdAt };
    expect(greetingFor(user, made + 60_000)).toBe('Welcome, ana.');
    expect(greetingFor(user, made + NEW_ACCOUNT_MS - 1)).toBe('Welcome, ana.');
    expect(greetingFor(user, made + NEW_ACCOUNT_MS)).toBe('Welcome back, ana.');
  });

  it('names the community time zone as people do, never by its IANA name', () => {
    expect(timeZoneName('America/Los_Angeles')).toBe('Pacific Time');
    expect(timeZoneName('America/New_York')).toBe('Eastern Time');
    expect(timeZoneName('UTC')).toBe('UTC');
    expect(timeZoneName('Asia/Kolkata')).not.toContain('/');
  });

  it('says which fields a waiting button needs', () => {
    expect(missingFieldsText(['Email'])).toBe('Fill in Email to continue.');
    expect(missingFieldsText(['Email', 'Password'])).toBe('Fill in Email and Password to continue.');
    expect(missingFieldsText(['Username', 'Email', 'Password'])).toBe(
      'Fill in Username, Email and Password to continue.',
    );
    expect(missingFieldsText([])).toBe('Check the fields above to continue.');
  });
});
