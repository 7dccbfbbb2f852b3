import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthLevel } from '../plugins/types.js';

/**
 * One route folder = one URL prefix with its auth level declared once (autohook style). Routes that
 * do not declare `config.auth` get the folder's level; a route may still declare its own (a public
 * login under /admin). The auth hook treats anything undeclared as 'user', so it stays fail-closed.
 */
export function routeFolder(auth: AuthLevel, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app, opts) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth: route.config?.auth ?? auth };
    });
    await routes(app, opts);
  };
}
