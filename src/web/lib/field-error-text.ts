import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import type { Language } from '../../shared/languages.ts';
import { en } from '../i18n/en.ts';
import { translateSchemaMessage } from '../i18n/schema-messages.ts';

type ClientRule = keyof typeof en.validation;
const isClientRule = (message: string): message is ClientRule => Object.hasOwn(en.validation, message);

/**
 * The text under a form field. Server errors arrive translated; the web's own rules carry an i18n key;
 * the shared zod schemas carry English sentences, translated by table.
 */
export function fieldErrorText(error: FieldError | undefined, t: TFunction, language: Language): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  if (error.type === 'server') return message;
  if (isClientRule(message)) return t(`validation.${message}`);
  return translateSchemaMessage(message, language);
}
