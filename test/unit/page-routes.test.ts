import { describe, expect, it } from 'vitest';
import { PAGES } from '../../src/client/app/pages.ts';
import { PAGE_ROUTES } from '../../src/shared/routes.ts';

describe('the client pages and the shared page table', () => {
  it('have the same paths: every page in the table has a component and no component lacks a page', () => {
    expect(Object.keys(PAGES).sort()).toEqual(PAGE_ROUTES.map((route) => route.path).sort());
  });

  it('serve paths that differ only in case with one component and one access rule', () => {
    // The router matches case-insensitively, so only the first spelling gets a route of its own.
    for (const route of PAGE_ROUTES) {
      const first = PAGE_ROUTES.find((r) => r.path.toLowerCase() === route.path.toLowerCase())!;
      expect(PAGES[route.path], route.path).toBe(PAGES[first.path]);
      expect(route.access, route.path).toBe(first.access);
    }
  });

  it('serve the aliases of a page (another spelling the spec uses) with its component, access and title', () => {
    for (const [alias, page] of [
      ['/admin/manageEvents', '/admin/dashboardEvents'],
      ['/dashboard', '/admin/dashboard'],
    ] as const) {
      const [aliasRoute, pageRoute] = [alias, page].map((p) => PAGE_ROUTES.find((r) => r.path === p)!);
      expect(PAGES[alias], alias).toBe(PAGES[page]);
      expect(aliasRoute!.access, alias).toBe(pageRoute!.access);
      expect(aliasRoute!.title, alias).toBe(pageRoute!.title);
    }
  });
});
