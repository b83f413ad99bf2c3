import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquirySchema } from '@/lib/contract/content';
import { signToken } from '@/server/auth/jwt';
import { inquiries } from '@/server/db/schema';
import { insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Dara Sok',
  email: 'dara@example.com',
  phone: '+855 12 345 678',
  subject: 'Shipping a Lexus RX',
  message: 'How long does shipping from Savannah take?',
};

// Each test speaks from its own address so the per-address throttle only bites where a test wants it to.
let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

function post(body: unknown, init: { ip?: string; token?: string } = {}) {
  return t.request('/api/contact-us/', {
    method: 'POST',
    json: body,
    token: init.token,
    headers: { 'x-forwarded-for': init.ip ?? nextAddress() },
  });
}

async function errorsFor(body: unknown): Promise<Record<string, string[]>> {
  const res = await post(body);
  expect(res.status).toBe(400);
  return (await res.json()) as Record<string, string[]>;
}

async function savedRow(id: number) {
  const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, id));
  return row;
}

describe('POST /api/contact-us/', () => {
  it('saves the inquiry and answers 201 with it', async () => {
    const res = await post({ ...valid, name: '  Dara Sok  ' });
    expect(res.status).toBe(201);
    const inquiry = inquirySchema.parse(await res.json());
    expect(inquiry).toMatchObject(valid);
    expect(Date.parse(inquiry.created_at)).not.toBeNaN();
    expect(await savedRow(inquiry.id)).toMatchObject({ ...valid, user_id: null });
  });

  it('treats the phone number as optional', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const res = await post(withoutPhone);
    expect(res.status).toBe(201);
    expect(inquirySchema.parse(await res.json()).phone).toBe('');
  });

  it('links the inquiry to the signed-in sender', async () => {
    const user = await insertUser(t.database.db);
    const { token } = await signToken(user.id, 'access');
    const res = await post(valid, { token });
    expect(res.status).toBe(201);
    const { id } = inquirySchema.parse(await res.json());
    expect((await savedRow(id))?.user_id).toBe(user.id);
  });

  it('accepts a form-encoded body', async () => {
    const res = await t.request('/api/contact-us/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextAddress() },
      body: new URLSearchParams(valid).toString(),
    });
    expect(res.status).toBe(201);
    const { id } = inquirySchema.parse(await res.json());
    expect(await savedRow(id)).toMatchObject(valid);
  });

  it('accepts a multipart body', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.append(key, value);
    const res = await t.request('/api/contact-us/', {
      method: 'POST',
      headers: { 'x-forwarded-for': nextAddress() },
      body: form,
    });
    expect(res.status).toBe(201);
  });

  it('names every missing field in DRF words', async () => {
    expect(await errorsFor({})).toEqual({
      name: ['This field is required.'],
      email: ['This field is required.'],
      subject: ['This field is required.'],
      message: ['This field is required.'],
    });
  });

  it('answers a form with no fields like an empty JSON body', async () => {
    const res = await t.request('/api/contact-us/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextAddress() },
      body: '',
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('says null and blank values may not be null or blank', async () => {
    expect(await errorsFor({ ...valid, name: null, subject: '   ', email: '' })).toEqual({
      name: ['This field may not be null.'],
      subject: ['This field may not be blank.'],
      email: ['This field may not be blank.'],
    });
  });

  it('checks the e-mail address and the phone number', async () => {
    expect(await errorsFor({ ...valid, email: 'dara.example.com', phone: 'call me' })).toEqual({
      email: ['Enter a valid email address.'],
      phone: ['Enter a valid phone number.'],
    });
  });

  it('limits the length of each field', async () => {
    expect(await errorsFor({ ...valid, name: 'x'.repeat(121), message: 'y'.repeat(5001) })).toEqual({
      name: ['Ensure this field has no more than 120 characters.'],
      message: ['Ensure this field has no more than 5000 characters.'],
    });
  });

  it('refuses values that are not strings', async () => {
    expect(await errorsFor({ ...valid, subject: ['a', 'b'] })).toEqual({ subject: ['Not a valid string.'] });
  });

  it('refuses a body that is not an object', async () => {
    expect(await errorsFor([valid])).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
  });

  it('saves nothing when the body is invalid', async () => {
    const before = await t.database.db.$count(inquiries);
    await errorsFor({ ...valid, email: 'nope' });
    expect(await t.database.db.$count(inquiries)).toBe(before);
  });

  it('lets one address send five inquiries in ten minutes, then answers 429 with Retry-After', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect((await post(valid, { ip })).status).toBe(201);

    // Whatever the client puts left of it, the address is the entry the trusted hop appended (decision 020).
    const res = await post(valid, { ip: `10.0.0.1, ${ip}` });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await res.json()).toEqual({ detail: `Request was throttled. Expected available in ${retryAfter} seconds.` });

    expect((await post(valid, { ip: '198.51.100.8' })).status).toBe(201);
  });
});
