import type { TFunction } from 'i18next';
import type { Notice } from '../../shared/schemas/account.ts';
import { en } from '../i18n/en.ts';
import { ApiError } from './api-client.ts';

type ErrorCode = keyof typeof en.errors;
type NoticeCode = keyof typeof en.notices;

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(en.errors, code);
const isNoticeCode = (code: string): code is NoticeCode => Object.hasOwn(en.notices, code);

// How Chromium, Firefox and Safari word a failed import(), and Vite when a chunk's dependency fails to load.
const pageCodeFailures = /dynamically imported module|Importing a module script failed|Unable to preload/;

/**
 * A page's code that did not arrive (docs/decisions/008): the connection dropped, or a new version of the
 * app replaced the files this one asks for, which a reload fetches.
 */
export const isPageCodeError = (error: unknown): boolean => error instanceof Error && pageCodeFailures.test(error.message);

/** Any error as a sentence a person can read: the translated text of its code, else the server's own message. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (isErrorCode(error.code)) return t(`errors.${error.code}`);
    if (error.status === 429) return t('errors.TOO_MANY_REQUESTS');
    return error.message;
  }
  if (isPageCodeError(error)) return t('errors.PAGE_CODE');
  return t('errors.UNEXPECTED');
}

/** A server notice (`{ code, message }`) in the interface language. */
export function noticeMessage(t: TFunction, notice: Notice): string {
  return isNoticeCode(notice.code) ? t(`notices.${notice.code}`) : notice.message;
}
