import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of API responses (JSON, GraphQL) above about 1 KB, brotli or gzip as the client
 * accepts. Built web assets are compressed at build time instead (apps/web/buildPlugins.ts) and served as
 * they are: this hook leaves a response that already has a Content-Encoding alone. Event streams are never
 * buffered (the plugin's default types exclude text/event-stream; SSE routes hijack the reply anyway).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
