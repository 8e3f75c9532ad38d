// Serves the API's own description: the OpenAPI document at <prefix>/openapi.json and a
// reference page at <prefix>/docs (Swagger UI, its assets served from the installed package).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { swaggerOptions } from './document';

/** Register before the routes: the document is collected as routes are added. */
export async function registerApiDocs(app: FastifyInstance, prefix: string): Promise<void> {
  await app.register(swagger, swaggerOptions);
  await app.register(swaggerUi, {
    routePrefix: `${prefix}/docs`,
    theme: { title: 'Ojas API reference' },
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
  });
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}
