import { describe, expect, it } from 'vitest';
import { returnPathFromSearch, safeReturnPath, signInPathFor } from '../../src/shared/return-path.ts';

describe('the page sign-in returns to', () => {
  it.each(['/admin/messages', '/admin/userDashboard?x=1#top', '/events', '/', '/admin/a%2F%2Fb'])(
    'follows the same-site path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['another site by a protocol-relative address', '//evil.example'],
    ['another site with a backslash', '/\\evil.example'],
    ['a backslash anywhere', '/admin\\..\\\\evil.example'],
    ['a scheme', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'admin/messages'],
    ['a tab a browser would drop', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['an empty value', ''],
    ['no value', null],
    ['the sign-in page itself', '/login?next=/x'],
    ['the sign-in page in other case', '/LOGIN'],
    ['an overlong path', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('writes characters outside ASCII percent-encoded, and leaves escapes already there alone', () => {
    expect(safeReturnPath('/events?q=€')).toBe('/events?q=%E2%82%AC');
    expect(safeReturnPath('/日本#Łódź')).toBe('/%E6%97%A5%E6%9C%AC#%C5%81%C3%B3d%C5%BA');
    expect(safeReturnPath('/a%20b?c=%E2%82%AC')).toBe('/a%20b?c=%E2%82%AC');
  });

  it('reads the next parameter from the query string, decoded', () => {
    expect(returnPathFromSearch('?next=%2Fadmin%2Fmessages%3Fa%3D1')).toBe('/admin/messages?a=1');
    expect(returnPathFromSearch('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathFromSearch('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFromSearch('')).toBeNull();
  });

  it('builds the sign-in address of a page, and leaves out a path it would not follow', () => {
    expect(signInPathFor('/admin/messages?view=archived')).toBe(
      '/login?next=%2Fadmin%2Fmessages%3Fview%3Darchived',
    );
    expect(signInPathFor('//evil.example')).toBe('/login');
  });
});
