/**
 * Compression of the answers the server builds per request (HTML pages, API JSON, SVG images):
 * brotli or gzip, as the browser accepts, above 1 kB. The storefront's built assets are not
 * compressed here: the build writes `.br` and `.gz` copies beside them and the static route sends
 * those as they are (`preCompressed`), and an answer that already has a Content-Encoding is left
 * alone. Registered once, before every route (server/app.ts), so that it covers all of them.
 *
 * A streamed answer (the storefront's pages: head first, then the app as React renders it) is
 * compressed as a stream, and each chunk written is flushed through the compressor at once
 * (gzip's sync flush, brotli's flush operation), so the page head reaches the browser while the
 * server still renders. The page writes few, large chunks (the head, React's flushes, the rest),
 * so the flushes cost a few bytes each; a buffered answer is compressed in one go as before.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlibConstants } from 'node:zlib';

/** Answers smaller than this are sent as they are (compressing them saves nothing worth the time). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Per-request brotli at quality 4: close to gzip's speed with smaller output (11 is for build time).
      brotliOptions: {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
        flush: zlibConstants.BROTLI_OPERATION_FLUSH,
      },
      zlibOptions: { level: 6, flush: zlibConstants.Z_SYNC_FLUSH },
    });
  },
  { name: 'compression' },
);
