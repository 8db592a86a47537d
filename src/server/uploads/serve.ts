import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { uploadsDir } from './images.ts';

/**
 * Serves uploaded images at /uploads/*. Their names are random and never reused, so browsers may
 * keep them for a year; nosniff stops a browser from reading one as anything but an image.
 */
const uploadedImages: FastifyPluginAsync = async (app) => {
  const root = uploadsDir(app.config.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
};

export default uploadedImages;
