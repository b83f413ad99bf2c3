// DRF error bodies → the info forms use → the lines a user reads (spec §8).
import { describe, expect, it } from 'vitest';
import { formErrorMessages, humaniseField, parseApiError, SERVER_ERROR_MESSAGE } from '@/lib/api/errors';
import { ApiError } from '@/lib/api/http-client';

function httpError(status: number, data: unknown): ApiError {
  return new ApiError('Request failed', 'ERR_BAD_RESPONSE', { status, data });
}

const messagesFor = (status: number, data: unknown) => formErrorMessages(parseApiError(httpError(status, data)));

describe('parseApiError', () => {
  it('reads status, detail and code of a SimpleJWT error', () => {
    const info = parseApiError(
      httpError(401, {
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
        messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is expired' }],
      }),
    );
    expect(info).toEqual({
      status: 401,
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      fieldErrors: {},
    });
  });

  it('collects field errors, including nested serializer errors', () => {
    const info = parseApiError(
      httpError(400, {
        email: ['Enter a valid email address.'],
        address: { zip_code: ['This field is required.'] },
        phone: 'Too long.',
      }),
    );
    expect(info.status).toBe(400);
    expect(info.fieldErrors).toEqual({
      email: ['Enter a valid email address.'],
      'address.zip_code': ['This field is required.'],
      phone: ['Too long.'],
    });
  });

  it('reports status 0 when no response arrived', () => {
    expect(parseApiError(new ApiError('Network Error', 'ERR_NETWORK'))).toMatchObject({ status: 0, detail: null });
    expect(parseApiError(new Error('boom')).status).toBe(0);
  });
});

describe('formErrorMessages', () => {
  it('lists each field with its first message and a readable name', () => {
    expect(
      messagesFor(400, {
        first_name: ['This field may not be blank.', 'Ensure this field has no more than 30 characters.'],
        email: ['Enter a valid email address.'],
      }),
    ).toEqual(['First name: This field may not be blank.', 'Email: Enter a valid email address.']);
  });

  it('shows non_field_errors as the bare message', () => {
    expect(messagesFor(400, { non_field_errors: ['Passwords do not match.'] })).toEqual(['Passwords do not match.']);
  });

  it('shows the generic server error for a 500, for no response and for an empty body', () => {
    expect(messagesFor(500, { detail: 'Internal' })).toEqual([SERVER_ERROR_MESSAGE]);
    expect(formErrorMessages(parseApiError(new ApiError('Network Error', 'ERR_NETWORK')))).toEqual([
      SERVER_ERROR_MESSAGE,
    ]);
    expect(messagesFor(400, '')).toEqual([SERVER_ERROR_MESSAGE]);
    expect(SERVER_ERROR_MESSAGE).toBe('Server Error: An error occured');
  });

  it('falls back to the detail message when there are no field errors', () => {
    expect(messagesFor(401, { detail: 'No active account found with the given credentials' })).toEqual([
      'No active account found with the given credentials',
    ]);
  });
});

describe('humaniseField', () => {
  it.each([
    ['first_name', 'First name'],
    ['subCategory', 'Sub category'],
    ['address.zip_code', 'Address zip code'],
    ['vin', 'Vin'],
  ])('%s → %s', (field, label) => expect(humaniseField(field)).toBe(label));
});
