import type { TFunction } from 'i18next';
import { groupText } from '../../shared/certificates.ts';
import { isStaffLanguage } from '../../shared/languages.ts';
import type { Notice } from '../../shared/schemas/account.ts';
import type { ValidationIssue } from '../../shared/validation.ts';
import { ApiError } from './api-client.ts';
import { formattersFor } from './use-format.ts';

// How Chromium, Firefox and Safari word a failed import(), and Vite when a chunk's dependency fails to load.
const pageCodeFailures = /dynamically imported module|Importing a module script failed|Unable to preload/;

/**
 * A page's code that did not arrive (docs/decisions/008): the connection dropped, or a new version of the
 * app replaced the files this one asks for, which a reload fetches.
 */
export const isPageCodeError = (error: unknown): boolean =>
  error instanceof Error && pageCodeFailures.test(error.message);

// The code lists type these keys (i18n/server-texts.ts); i18next's key types read `_` as a plural suffix.
const text = (t: TFunction, key: string, params?: Record<string, string>): string =>
  (t as unknown as (k: string, p?: object) => string)(key, params);

/** A validation issue (a key with parameters) in the interface language. */
export const issueText = (t: TFunction, { key, params }: ValidationIssue): string =>
  text(t, `validation.${key}`, params);

/**
 * An error's facts for its text, shown in the page's language: `at` is an instant (epoch ms), `day` a calendar
 * day (YYYY-MM-DD), `kinds` a group of certificate kinds (JSON), said as `kind`: "FSC oder PEFC".
 */
function errorParams(params: Record<string, string> | undefined) {
  if (!params?.at && !params?.day && !params?.kinds) return params;
  const lang = document.documentElement.lang;
  const format = formattersFor(isStaffLanguage(lang) ? lang : 'en');
  return {
    ...params,
    ...(params.at && { at: format.dateTime(Number(params.at)) }),
    ...(params.day && { day: format.date(params.day) }),
    ...(params.kinds && { kind: groupText(JSON.parse(params.kinds) as string[], lang) }),
  };
}

/** Any error as a sentence a person can read: the text of its code or of its validation issue. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError)
    return error.issue ? issueText(t, error.issue) : text(t, `errors.${error.code}`, errorParams(error.params));
  if (isPageCodeError(error)) return t('errors.PAGE_CODE');
  return t('errors.UNEXPECTED');
}

/** A server notice in the interface language. */
export const noticeMessage = (t: TFunction, notice: Notice): string => text(t, `notices.${notice.code}`);
