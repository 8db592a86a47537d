import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { idParamsSchema } from '../../shared/api.ts';
import { HttpError } from '../http/errors.ts';
import { findNews } from '../news/queries.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './discovery.ts';
import { webManifest } from './manifest.ts';
import {
  APP_ICON_SIZES,
  APPLE_TOUCH_SIZE,
  ICON_PATHS,
  PREVIEW_PATHS,
  siteImageSource,
} from './preview-images.ts';
import { faviconIco, previewImage, siteImageFile, squareIcon, touchIcon } from './site-images.ts';

/**
 * What browsers, search engines and chat apps ask a site for besides its pages: robots.txt, the
 * sitemap, the web app manifest, the icons and the link-preview images. Everything is made from
 * the community settings and the data as they are at the request, so a change shows at once.
 */
const seoRoutes: FastifyPluginAsync = async (app) => {
  const publicUrl = app.config.publicUrl;
  // Files for browsers and crawlers, not API operations: kept out of /api/openapi.json.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(sitemapXml(await sitemapEntries(app), publicUrl)),
  );

  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(JSON.stringify(webManifest(await app.community.read()))),
  );

  /** The configured icon's file, else the configuration's own (a setting naming no file must not break installs). */
  const iconSource = async () => {
    const community = await app.community.read();
    const source =
      (await siteImageFile(app.config, app.db, community.icon)) ??
      (await siteImageFile(app.config, app.db, app.config.communityDefaults.icon));
    if (!source) throw new HttpError(404, 'The icon image was not found');
    return { source, community };
  };

  const sendImage = (reply: FastifyReply, type: string, body: Buffer) =>
    reply
      .header('Content-Type', type)
      // Pages name these with a version of the setting (?v=), so an hour's caching never shows an old icon.
      .header('Cache-Control', 'public, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .send(body);

  app.get(ICON_PATHS.favicon, async (_request, reply) => {
    const { source } = await iconSource();
    return sendImage(reply, 'image/x-icon', await faviconIco(source));
  });

  app.get(ICON_PATHS.appleTouch, async (_request, reply) => {
    const { source, community } = await iconSource();
    return sendImage(reply, 'image/png', await touchIcon(source, APPLE_TOUCH_SIZE, community.themeColor));
  });

  for (const size of APP_ICON_SIZES) {
    app.get(ICON_PATHS.app(size), async (_request, reply) => {
      const { source } = await iconSource();
      return sendImage(reply, 'image/png', await squareIcon(source, size));
    });
  }

  app.get(PREVIEW_PATHS.site, async (_request, reply) => {
    const source = await siteImageFile(app.config, app.db, siteImageSource(await app.community.read()));
    if (!source) throw new HttpError(404, 'The community image was not found');
    return sendImage(reply, 'image/jpeg', await previewImage(source));
  });

  app.get('/social/news/:id.jpg', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const item = await findNews(app.db, id, ['public']);
    const source = item?.image ? await siteImageFile(app.config, app.db, item.image) : null;
    if (!source) throw new HttpError(404, 'News image not found');
    return sendImage(reply, 'image/jpeg', await previewImage(source));
  });
};

export default seoRoutes;
