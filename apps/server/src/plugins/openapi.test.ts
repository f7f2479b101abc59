import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { startTestServer, type TestServer } from '../test-support/test-server';

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, unknown> };
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
// The reference itself is not part of the API it documents.
const isDocsRoute = (path: string) => path === '/api/openapi.json' || path === '/api/docs' || path.startsWith('/api/docs/');

/**
 * Every "METHOD /api/path" the app answers, read from Fastify's own route tree (not from the
 * OpenAPI plugin), in OpenAPI's path notation. Lines look like "│   └── /refresh (POST)", each
 * nested under the line above it one level up.
 */
function registeredApiRoutes(app: App): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    if (!path.startsWith('/api/') || isDocsRoute(path)) continue;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  // A prefix's own route answers with and without its trailing slash (/api/preferences/ and
  // /api/preferences); the reference names it once, as the spec writes it.
  return [...new Set(routes)].filter((route) => !routes.includes(`${route}/`)).sort();
}

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((key) => HTTP_METHODS.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

describe('the API reference', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json();
  });
  afterAll(() => server?.close());

  it('is an OpenAPI 3 document about the Cadence API', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Cadence API', version: expect.any(String) });
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) expect(Object.keys(operation.responses ?? {})).not.toHaveLength(0);
    }
  });

  it('documents every /api route the app answers, and nothing else (not the sandboxes, not the SPA)', () => {
    const registered = registeredApiRoutes(server.app);
    expect(registered).toContain('POST /api/linkedin/post');
    expect(registered).toContain('GET /api/health');
    expect(documentedOperations(document)).toEqual(registered);
  });

  it('describes requests and answers from the contract’s zod schemas', () => {
    const publish = document.paths['/api/linkedin/post']?.post;
    const body = publish?.requestBody?.content['application/json']?.schema;
    expect(body?.properties).toHaveProperty('content');
    expect(body?.properties).toHaveProperty('platform_connection_id');
    expect(body?.required).toContain('content');
    expect(publish?.responses).toHaveProperty('200');
    expect(document.paths['/api/health']?.get?.responses).toHaveProperty('503');
  });

  it('describes the media upload as a multipart form, and the signed file links as open to anyone holding one', () => {
    const upload = document.paths['/api/media']?.post;
    const form = upload?.requestBody?.content['multipart/form-data']?.schema;
    expect(form?.properties).toHaveProperty('file');
    expect(form?.properties).toHaveProperty('alt_text');
    expect(form?.required).toEqual(['file']);
    expect(upload?.security).toEqual([{ bearer: [] }]);
    const content = document.paths['/api/media/{id}/content']?.get;
    expect(Object.keys(content?.responses ?? {})).toEqual(expect.arrayContaining(['200', '206', '416']));
    expect(content?.security).toBeUndefined();
  });

  it('says which calls need the bearer access token', () => {
    expect(document.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
    expect(document.paths['/api/linkedin/post']?.post?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/auth/profile']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/health']?.get?.security).toBeUndefined();
    expect(document.paths['/api/auth/session']?.post?.security).toBeUndefined();
  });

  it('serves a readable reference at /api/docs that loads nothing from another host', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/https?:\/\//);
    // Served under the app's own Content-Security-Policy, unwidened.
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");

    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.filter((asset) => asset.endsWith('.js'))).toHaveLength(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      const res = await server.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      if (asset.endsWith('.js')) expect(res.headers['content-type'], asset).toMatch(/javascript/);
      if (asset.endsWith('.css')) expect(res.headers['content-type'], asset).toMatch(/^text\/css/);
    }

    // The page reads the document from this server, and swagger-ui's online validator stays off.
    const initializer = await server.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain('validatorUrl: null');
    const json = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
  });
});
