import { expect, it } from 'vitest';
import { defaultCommunity } from '../../src/shared/community/defaults.ts';
import { derivePalette, paletteCss } from '../../src/shared/theme.ts';
import { createUser, describeEachEngine } from '../support/test-app.ts';

describeEachEngine(
  'the community palette in every page',
  (ctx) => {
    const page = async (url: string) => (await ctx().app.inject({ method: 'GET', url })).body;

    it('is the palette of the themeColor setting, changed with it at once', async () => {
      expect(await page('/')).toContain(
        `<style id="brand-palette">html:root{${paletteCss(derivePalette(defaultCommunity.themeColor))}}</style>`,
      );

      const admin = await createUser(ctx().app, 'ADMIN');
      const saved = await ctx().app.inject({
        method: 'PUT',
        url: '/api/community/settings',
        headers: admin.headers,
        payload: { ...defaultCommunity, themeColor: '#ffd700' },
      });
      expect(saved.statusCode).toBe(200);

      const palette = derivePalette('#ffd700');
      for (const url of ['/', '/events', '/login', '/admin/dashboard']) {
        const html = await page(url);
        expect(html, url).toContain(`--color-brand-800:${palette[800]}`);
        expect(html, url).not.toContain(`--color-brand-800:${defaultCommunity.themeColor}`);
      }
    });
  },
  { withPages: true },
);
