import { expect, it } from 'vitest';
import { redactUrl } from '../../src/server/http/request-log.ts';

it('keeps reset tokens and passwords out of request logs', () => {
  expect(redactUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
  expect(redactUrl('/login?next=/events&password=hunter2')).toBe('/login?next=/events&password=[redacted]');
  expect(redactUrl('/api/events?from=2026-11-01')).toBe('/api/events?from=2026-11-01');
});
