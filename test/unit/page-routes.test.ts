import { describe, expect, it } from 'vitest';
import { PAGE_LOADERS } from '../../src/client/app/page-loaders.ts';
import { PAGE_ROUTES } from '../../src/shared/routes.ts';

describe('the client pages and the shared page table', () => {
  it('load exactly the page modules the table names, each from the file its name says', async () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...new Set(PAGE_ROUTES.map((r) => r.page))].sort());
    for (const [name, load] of Object.entries(PAGE_LOADERS)) {
      // A loader is one literal import() of `src/client/<name>.tsx`, whose default export is the page.
      expect(load.toString(), name).toContain(`/${name}.tsx`);
      expect(typeof (await load()).default, name).toBe('function');
    }
  });

  it('serve paths that differ only in case with one component and one access rule', () => {
    for (const route of PAGE_ROUTES) {
      const first = PAGE_ROUTES.find((r) => r.path.toLowerCase() === route.path.toLowerCase())!;
      expect(route.page, route.path).toBe(first.page);
      expect(route.access, route.path).toBe(first.access);
    }
  });

  it('serve the aliases of a page (another spelling of its address) with its component, access and title', () => {
    for (const [alias, page] of [
      ['/admin/manageEvents', '/admin/dashboardEvents'],
      ['/dashboard', '/admin/dashboard'],
    ] as const) {
      const [aliasRoute, pageRoute] = [alias, page].map((p) => PAGE_ROUTES.find((r) => r.path === p)!);
      expect(aliasRoute!.page, alias).toBe(pageRoute!.page);
      expect(aliasRoute!.access, alias).toBe(pageRoute!.access);
      expect(aliasRoute!.title, alias).toBe(pageRoute!.title);
    }
  });
});
