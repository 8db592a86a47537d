import { describe, expect, it } from 'vitest';
import { canonicalPath, findPageRoute, matchPageRoute } from '../../src/shared/routes.ts';

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
    expect(findPageRoute(`/events/x/y${'/'.repeat(100_000)}`)).toBeNull();
    expect(findPageRoute(`${'/'.repeat(100_000)}x`)).toBeNull();
  });

  it("matches an event's or news item's own page by one decodable segment, and names its canonical path", () => {
    expect(matchPageRoute('/events/abc-123/')).toEqual({
      route: findPageRoute('/events/abc-123'),
      params: { id: 'abc-123' },
    });
    expect(findPageRoute('/events/abc-123')?.path).toBe('/events/:id');
    expect(findPageRoute('/NEWSLETTER/n1')?.path).toBe('/newsletter/:id');
    // An id the API refuses still finds the page, which then answers 404 (test/api/seo.test.ts).
    expect(matchPageRoute('/events/a%2Fb')?.params).toEqual({ id: 'a/b' });
    for (const bad of ['/events/%zz', '/events/a/b', `/events/${'x'.repeat(300)}`]) {
      expect(findPageRoute(bad), bad).toBeNull();
    }
    expect(canonicalPath(matchPageRoute('/Newsletter/')!)).toBe('/newsletter');
    expect(canonicalPath(matchPageRoute('/EVENTS/abc')!)).toBe('/events/abc');
  });
});
