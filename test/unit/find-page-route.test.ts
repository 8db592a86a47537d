import { describe, expect, it } from 'vitest';
import { findPageRoute } from '../../src/shared/routes.ts';

describe('finding the page of a path', () => {
  it.each([
    ['/events', '/events'],
    ['/events/', '/events'],
    ['/events///', '/events'],
    ['/EVENTS//', '/events'],
    ['/Newsletter/', '/Newsletter'],
    ['/', '/'],
    ['//', '/'],
    ['/'.repeat(100_000), '/'],
  ])('%#: a path is its page, whatever the trailing slashes', (path, page) => {
    expect(findPageRoute(path)?.path).toBe(page);
  });

  it('finds no page for unknown paths, however many slashes they carry', () => {
    expect(findPageRoute('/no/such/page/')).toBeNull();
    expect(findPageRoute(`/events/x${'/'.repeat(100_000)}`)).toBeNull();
    expect(findPageRoute(`${'/'.repeat(100_000)}x`)).toBeNull();
  });
});
