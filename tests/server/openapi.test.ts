import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, unknown> } }>
  >;
  components: { schemas: Record<string, unknown> };
}

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
