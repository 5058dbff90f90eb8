/**
 * Validation messages as keys with parameters, not sentences: the shared zod schemas carry `issue(key,
 * params)` as their message, the API answers the key and parameters beside an English sentence, and the web
 * shows its own text for the key. No zod here: the staff app's first load and the supplier's page use it.
 */
export const validationTexts = {
  required: 'Field is required',
  invalid: 'The value is not valid',
  tooShort: 'Must have at least {{min}} characters',
  tooLong: 'Must have at most {{max}} characters',
  tooSmall: 'Must be at least {{min}}',
  tooLarge: 'Must be at most {{max}}',
  tooMany: 'At most {{max}} allowed',
  wholeNumber: 'Must be a whole number',
  notNegative: 'Must not be negative',
  email: 'E-mail must be valid',
  usernameChars: 'Letters, digits, dot, dash and underscore only',
  codeDigits: 'The code has 6 digits',
  date: 'Enter a date as dd/mm/yyyy',
  isoDate: 'Send a date as YYYY-MM-DD, a real day',
  price: 'Enter an amount with at most two decimals, such as 1,250.00',
  priceMissing: 'Enter a price for at least one format',
  priceNegative: 'A price must not be negative',
  priceZero: 'A price must be more than 0',
  priceTooLarge: 'A price must be at most {{max}} in its currency',
  priceDecimals: 'A price has at most two decimals',
  quantities: 'Further quantities ascend, each once, none equal to the quantity',
  passwordsDiffer: 'The passwords do not match',
  unknownKey: 'No such field is known here',
  notAmendable: 'Stays as the printshops were invited to it: an amendment cannot change it',
  repeated: 'Given twice: name each once',
  country: 'Two letters, the ISO 3166 country code (DE, AT, SK)',
  orderPrefix: 'Letters, digits, dot, dash and underscore only',
  oneOf: 'Must be one of: {{allowed}}',
  sizeName: 'The millimetres of {{name}} or none (the name fills them)',
  versionsSum: 'The versions add up to {{sum}}',
  weightsSum: 'The weights add up to 100 %, not {{sum}} %',
} as const;

export type ValidationKey = keyof typeof validationTexts;
export type ValidationParams = Record<string, string>;
export type ValidationIssue = { key: ValidationKey; params: ValidationParams };

const isValidationKey = (key: string): key is ValidationKey => Object.hasOwn(validationTexts, key);

/** The message a schema check carries: `tooLong?max=200`. */
export function issue(key: ValidationKey, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${key}?${query}` : key;
}

/**
 * The key and parameters of a schema message, or of an API error's `key` and `params`; a message of zod's
 * own (a wrong type) is `invalid`.
 */
export function parseIssue(message: string, params: ValidationParams = {}): ValidationIssue {
  const [key = '', query = ''] = message.split('?', 2);
  if (!isValidationKey(key)) return { key: 'invalid', params: {} };
  return { key, params: { ...Object.fromEntries(new URLSearchParams(query)), ...params } };
}

/** `{{name}}` placeholders filled in, as i18next does. */
export function fillIn(text: string, params: ValidationParams): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The English sentence of an issue, for the API's `message`. */
export const validationSentence = ({ key, params }: ValidationIssue): string => fillIn(validationTexts[key], params);
