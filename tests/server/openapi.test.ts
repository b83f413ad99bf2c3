import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: { $ref?: string } }>;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, Response>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const served = async () => (await (await t.request('/api/schema/')).json()) as OpenApiDoc;
const operations = (doc: OpenApiDoc) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
const bodyOf = (response: Response | undefined) => response?.content?.['application/json']?.schema.$ref;

describe('GET /api/schema/', () => {
  it('documents every public content and listing endpoint', async () => {
    const res = await t.request('/api/schema/');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDoc;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/ads/banners/',
        '/api/ads/',
        '/api/contact-us/',
        '/api/sales-team/',
        '/api/cars/selling-type/{type}/filter/',
      ]),
    );
    expect(doc.paths['/api/ads/banners/']).toHaveProperty('get');
    expect(doc.paths['/api/sales-team/']).toHaveProperty('get');
  });

  it('describes the contact body in JSON and form encodings', async () => {
    const doc = (await (await t.request('/api/schema/')).json()) as OpenApiDoc;
    const body = doc.paths['/api/contact-us/']?.post?.requestBody;
    expect(Object.keys(body?.content ?? {})).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(doc.components.schemas).toHaveProperty('InquiryCreate');
    expect(doc.components.schemas).toHaveProperty('CarCard');
  });

  it('lists the listing filters as query parameters', async () => {
    const doc = (await (await t.request('/api/schema/')).json()) as OpenApiDoc;
    const params = doc.paths['/api/cars/selling-type/{type}/filter/']?.get?.parameters ?? [];
    const names = params.map((p) => `${p.in}:${p.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'path:type',
        'query:page',
        'query:ordering',
        'query:make_name',
        'query:year__gte',
        'query:price__lte',
        'query:search',
      ]),
    );
  });
});

describe('the served document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await served();
    // The parser dereferences in place; it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect((doc as unknown as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('lets a nullable reference be null: a chat has no employee before staff pick it up', async () => {
    const doc = await served();
    const chat = doc.components.schemas.Chat as { properties: Record<string, unknown>; required: string[] };
    expect(chat.properties.employee).toEqual({
      anyOf: [{ $ref: '#/components/schemas/ChatUser' }, { type: 'null' }],
    });
    expect(chat.required).toContain('employee');
    // The generator's rendering, which null never satisfies, is gone everywhere.
    expect(JSON.stringify(doc)).not.toMatch(/"allOf":\[\{"\$ref":"[^"]+"\},\{"type":\[/);
  });

  it('names every operation with a unique operationId and declares its security', async () => {
    const all = operations(await served());
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter(({ operation }) => operation.security === undefined).map(({ name }) => name)).toEqual([]);
    const byName = Object.fromEntries(all.map(({ name, operation }) => [name, operation]));
    expect(byName['GET /api/chats/{id}/messages/']?.operationId).toBe('getChatsByIdMessages');
    expect(byName['GET /api/ads/']?.security).toEqual([]);
  });

  it('gives every error the shared DRF body: a 400 is field errors or a detail (malformed JSON)', async () => {
    const doc = await served();
    expect(doc.components.schemas.BadRequest).toEqual({
      anyOf: [{ $ref: '#/components/schemas/FieldErrors' }, { $ref: '#/components/schemas/DetailError' }],
      description: expect.any(String),
    });
    for (const { name, operation } of operations(doc)) {
      const { responses } = operation;
      expect.soft(bodyOf(responses[400]), name).toBe('#/components/schemas/BadRequest');
      expect.soft(bodyOf(responses[401]), name).toBe('#/components/schemas/AuthenticationError');
      expect.soft(responses[401]?.headers, name).toHaveProperty('WWW-Authenticate');
      expect.soft(responses[405]?.headers, name).toHaveProperty('Allow');
      if (!name.includes('/api/health/')) expect.soft(responses[503]?.headers, name).toHaveProperty('Retry-After');
      for (const status of ['403', '404', '409', '413', '415', '429']) {
        if (responses[status]) expect.soft(bodyOf(responses[status]), `${name} ${status}`).toMatch(/DetailError$/);
      }
    }
    // The four that answer field errors, once documented as detail-only.
    for (const path of [
      '/api/usermgmt/forgotPassword/',
      '/api/usermgmt/resetPassword/',
      '/api/usermgmt/accounts/activate-otp/',
      '/api/usermgmt/accounts/verification-otp/',
    ]) {
      expect(bodyOf(doc.paths[path]?.post?.responses[400]), path).toBe('#/components/schemas/BadRequest');
    }
  });

  it('documents what the router answers: 415 and 413 for bodies, 429 for throttles, 404 for ids, 304 for public reads', async () => {
    const doc = await served();
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(statuses('/api/chats/labels/create/', 'post')).toEqual(expect.arrayContaining(['408', '413', '415']));
    expect(statuses('/api/contact-us/', 'post')).toContain('429');
    expect(statuses('/api/chats/{id}/', 'get')).toContain('404');
    expect(statuses('/api/sales-team/', 'get')).toContain('304');
    expect(doc.paths['/api/sales-team/']?.get?.responses[304]?.content).toBeUndefined();
    // A handler that sets its own Cache-Control (ads: a minute) is never answered 304 by the caching middleware.
    expect(statuses('/api/ads/', 'get')).not.toContain('304');
    // Health's 503 keeps its own body, naming what fails.
    expect(bodyOf(doc.paths['/api/health/']?.get?.responses[503])).toBe('#/components/schemas/Health');
    // Signed-in reads are private: never 304.
    expect(statuses('/api/chats/', 'get')).not.toContain('304');
  });
});

describe('what the document says about inputs', () => {
  it('has every example valid against its own schema', async () => {
    const doc = await served();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const failures: string[] = [];
    let checked = 0;
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${at}/${i}`));
      if (value === null || typeof value !== 'object') return;
      const { example, ...schema } = value as Record<string, unknown>;
      if (example !== undefined && /schemas?\b/.test(at)) {
        checked++;
        const local = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object;
        if (!ajv.validate(local, example)) failures.push(`${at}: ${ajv.errorsText()}`);
      }
      for (const [key, item] of Object.entries(value)) walk(item, `${at}/${key}`);
    };
    walk(doc, '');
    expect(checked).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });

  it('types query choices, numbers and pages the way the handlers read them', async () => {
    const doc = await served();
    const param = (path: string, name: string) =>
      (doc.paths[path]?.get?.parameters as { name: string; schema: Record<string, unknown> }[] | undefined)?.find(
        (p) => p.name === name,
      )?.schema;
    expect(param('/api/sell-requests/', 'status')?.enum).toEqual(['', 'new', 'contacted', 'closed']);
    expect(param('/api/chats/{id}/messages/', 'after')).toMatchObject({ type: 'integer', minimum: 0 });
    expect(param('/api/chats/{id}/messages/', 'page')?.pattern).toBe('^([1-9][0-9]*|last)?$');
  });

  it("documents each field a dealer may update with the create field's type, without its default", async () => {
    const doc = await served();
    const update = doc.components.schemas.DealerCarUpdate as { properties: Record<string, Record<string, unknown>> };
    expect(update.properties.year).toMatchObject({ type: 'integer', minimum: 1960 });
    expect(update.properties.status).toEqual({ type: 'string', enum: ['active', 'sold', 'draft'] });
    expect(Object.values(update.properties).every((field) => Object.keys(field).length > 0)).toBe(true);
  });
});
