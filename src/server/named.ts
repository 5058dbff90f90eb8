import fp from 'fastify-plugin';

/**
 * The plugin, encapsulated as before, under its own name. Fastify names a plugin that has none by comparing it
 * with the exports of every module Node has loaded: ~0.4 ms a plugin, a fifth of an app's start in the tests,
 * which build hundreds of apps.
 */
export function named<T extends (...args: never[]) => unknown>(plugin: T, name = plugin.name): T {
  return fp(plugin as unknown as Parameters<typeof fp>[0], {
    name: name || 'routes',
    encapsulate: true,
  }) as unknown as T;
}
