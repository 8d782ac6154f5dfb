import { describe, it, expect } from 'vitest';
import { ApiError, createApiError, parseErrorBody } from './api-error.ts';

describe('ApiError', () => {
  it('is an Error named ApiError carrying the status', () => {
    const error = new ApiError('Not signed in', { status: 401 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', message: 'Not signed in', status: 401 });
  });

  it('takes code, string fields and the body from a JSON error body', () => {
    const body = { message: 'Check the form', code: 'VALIDATION', fields: { email: 'Taken', age: 3 } };
    const error = createApiError('Check the form', 422, parseErrorBody(JSON.stringify(body)));
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION', fields: { email: 'Taken' }, body });
  });

  it('keeps a text body as the body and sets no code', () => {
    const error = createApiError('Bad gateway', 502, parseErrorBody('Bad gateway'));
    expect(error.body).toBe('Bad gateway');
    expect(error.code).toBeUndefined();
  });
});
