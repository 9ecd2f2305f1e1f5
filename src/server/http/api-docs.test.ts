import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from '../testing/admin-client';
import { createHttpClient, type HttpClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { routeTable } from './route-access';

/** '/api/contacts/:id' as OpenAPI writes it: '/api/contacts/{id}'. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('API documentation from the contracts', () => {
  let t: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t, 'docs-admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function documentFor(client: HttpClient): Promise<OpenAPIV3.Document> {
    const res = await client.get('/api/openapi.json');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OpenAPIV3.Document;
  }

  it('lists every API route of the route table, with its request and response schemas, for an admin', async () => {
    const doc = await documentFor(admin);
    expect(doc.openapi).toBe('3.0.3');
    const documented = routeTable(t.app).filter(
      (r) => r.url.startsWith('/api/') && !r.schema?.hide && r.method !== 'HEAD',
    );
    expect(documented.length).toBeGreaterThan(30);
    for (const route of documented) {
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[openapiPath(route.url)]?.[
        route.method.toLowerCase() as OpenAPIV3.HttpMethods
      ] as (OpenAPIV3.OperationObject & { 'x-access'?: string }) | undefined;
      expect(operation, name).toBeDefined();
      expect(operation!['x-access'], name).toBe(route.access);
      // a line that says what it does (issue 41: none had one)
      expect(operation!.summary, name).toMatch(/\w{3}/);
      const schema = route.schema ?? {};
      if (schema.body) expect(operation!.requestBody, name).toBeDefined();
      const parameters = (operation!.parameters ?? []) as OpenAPIV3.ParameterObject[];
      if (schema.querystring)
        expect(
          parameters.some((p) => p.in === 'query'),
          name,
        ).toBe(true);
      if (schema.params)
        expect(
          parameters.some((p) => p.in === 'path'),
          name,
        ).toBe(true);
      for (const status of Object.keys((schema.response as object | undefined) ?? {})) {
        const response = operation!.responses[status] as OpenAPIV3.ResponseObject | undefined;
        expect(response, `${name} ${status}`).toBeDefined();
        if (status !== '204') expect(response!.content, `${name} ${status}`).toBeDefined();
      }
    }
  });

  it('shows the search, property, lead and account routes with their fields', async () => {
    const doc = await documentFor(createHttpClient(t.app));
    const search = doc.paths['/api/properties']!.get!;
    const queryNames = (search.parameters as OpenAPIV3.ParameterObject[]).map((p) => p.name);
    expect(queryNames).toEqual(expect.arrayContaining(['city', 'minPrice', 'maxPrice', 'page']));
    expect(doc.paths['/api/properties/{id}']?.get).toBeDefined();
    const lead = doc.paths['/api/contacts']!.post!.requestBody as OpenAPIV3.RequestBodyObject;
    const leadSchema = lead.content['application/json']!.schema as OpenAPIV3.SchemaObject;
    expect(Object.keys(leadSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'phone']),
    );
    expect(doc.paths['/api/login']?.post).toBeDefined();
    expect(doc.paths['/api/register']?.post).toBeDefined();
  });

  it('shows visitors the public routes only', async () => {
    for (const client of [createHttpClient(t.app)]) {
      const doc = await documentFor(client);
      const paths = Object.keys(doc.paths);
      expect(paths.some((p) => p.startsWith('/api/admin'))).toBe(false);
      expect(paths).not.toContain('/api/followup-boss/notes');
      // the lead form is public; reading contacts is not
      expect(doc.paths['/api/contacts']?.post).toBeDefined();
      expect(doc.paths['/api/contacts']?.get).toBeUndefined();
      for (const item of Object.values(doc.paths)) {
        for (const operation of Object.values(item ?? {})) {
          expect((operation as { 'x-access'?: string })['x-access']).toBe('public');
        }
      }
    }
  });

  it('serves a browsable page with its script files from our own origin', async () => {
    const client = createHttpClient(t.app);
    const page = await client.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const src of [
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/init.js',
      '/api/docs/swagger-ui.css',
    ]) {
      expect(page.body).toContain(src);
      expect((await client.get(src)).statusCode, src).toBe(200);
    }
    expect((await client.get('/api/docs/package.json')).statusCode).toBe(404);
  });
});
