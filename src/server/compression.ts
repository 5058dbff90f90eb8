import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers are compressed when the client asks (docs/decisions/028): brotli before gzip, at brotli's quality 4
 * (the plugin's default, ~gzip's speed), from 1 KB on. The built assets come precompressed from disk
 * (web.ts) and are passed through; the live streams take their reply over from Fastify (event-stream.ts), so
 * their events are never held back in a compressor's buffer. Request bodies are not decompressed: a client
 * sends JSON as it is, and the body limit counts what arrives.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
