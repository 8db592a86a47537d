import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../src/client/transport/client.ts';
import { failure, failureText } from '../../src/client/transport/failure.ts';

// What the fetch client throws: the server's answer with its message, or a network failure.
const refused = new ApiRequestError(409, 'This is the last admin account', {
  message: 'This is the last admin account',
});
const broken = new ApiRequestError(500, 'Database is down', { message: 'Database is down' });
const silent = new ApiRequestError(500, 'Request failed (500)', undefined);
const offline = new TypeError('Failed to fetch');
const eventsRefusal = new ApiRequestError(400, 'x', {
  status: false,
  message: [{ message: 'Date cannot be in the past' }, { message: 'Location is required' }],
});

describe('the failure rule', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('shows a text declaration as is, whatever the server said', () => {
    const declared = failure.text('Failed to save link. Please try again.');
    for (const error of [refused, broken, silent, offline]) {
      expect(failureText(declared, error)).toBe('Failed to save link. Please try again.');
    }
  });

  it('puts the server message first, else the declared words', () => {
    const declared = failure.serverFirst('Failed to create event');
    expect(failureText(declared, broken)).toBe('Database is down');
    expect(failureText(declared, eventsRefusal)).toBe('Date cannot be in the past, Location is required');
    expect(failureText(declared, silent)).toBe('Failed to create event');
    expect(failureText(declared, offline)).toBe('Failed to create event');
  });

  it('fills {reason} with the server message, else the browser message, else "Unknown error"', () => {
    const declared = failure.withReason('Failed to add FAQ: {reason}');
    expect(failureText(declared, broken)).toBe('Failed to add FAQ: Database is down');
    expect(failureText(declared, offline)).toBe('Failed to add FAQ: Failed to fetch');
    expect(failureText(failure.withReason('Failed to add member {reason}'), 'oops')).toBe(
      'Failed to add member Unknown error',
    );
  });

  it('adds the server reason only to a refusal (4xx), never to a breakdown', () => {
    const declared = failure.withRefusal('Failed to delete user.');
    expect(failureText(declared, refused)).toBe('Failed to delete user. This is the last admin account');
    expect(failureText(declared, broken)).toBe('Failed to delete user.');
    expect(failureText(declared, offline)).toBe('Failed to delete user.');
  });

  it('logs the error itself to the console', () => {
    failureText(failure.text('Failed to delete FAQ'), broken);
    expect(logged).toHaveBeenCalledWith(broken);
  });
});
