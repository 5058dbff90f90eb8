import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorMessage, isPageCodeError } from './error-message.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('errorMessage', () => {
  it('says that a page’s code did not arrive, in each browser’s wording', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/team-page-abc.js',
      'error loading dynamically imported module: http://localhost/assets/team-page-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/pub-abc.css',
    ]) {
      expect(isPageCodeError(new TypeError(message))).toBe(true);
      expect(errorMessage(t, new TypeError(message))).toBe('errors.PAGE_CODE');
    }
  });

  it('keeps the server’s codes and the general text apart from it', () => {
    expect(errorMessage(t, new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong'))).toBe('errors.INVALID_CREDENTIALS');
    expect(errorMessage(t, new Error('boom'))).toBe('errors.UNEXPECTED');
    expect(isPageCodeError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('validation issues', () => {
  it('are shown by key with their parameters, for the server’s answers as for the form’s own checks', () => {
    const tWith = ((key: string, params?: Record<string, string>) =>
      `${key}${params?.max ? `:${params.max}` : ''}`) as unknown as TFunction;
    const invalid = new ApiError(400, 'INVALID', 'title: Must have at most 200 characters', 'title', {
      key: 'tooLong',
      params: { max: '200' },
    });
    expect(errorMessage(tWith, invalid)).toBe('validation.tooLong:200');
    expect(errorMessage(tWith, new ApiError(400, 'INVALID', 'odd'))).toBe('errors.INVALID');
  });
});
