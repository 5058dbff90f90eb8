import type { TextProblem } from '../../shared/limits.ts';
import { OfferError } from './offer-api.ts';
import { shownError, type Texts } from './texts.ts';

/**
 * Why a question or a decline was not taken, in the page's words: the text's own problem, the code's text,
 * else the server's sentence for a refusal this page has no words for (a newer code), else "try again".
 */
export function refusalText(error: unknown, t: Texts, problems: Record<TextProblem, string>): string {
  if (!(error instanceof OfferError)) return t.errors.OTHER;
  // A wrong token and an uninvited printshop look the same to the server (docs/product.md#who-uses-it).
  if (error.status === 404) return t.notInvited;
  if (error.code === 'INVALID' && (error.key === 'required' || error.key === 'tooLong')) return problems[error.key];
  const shown = shownError(error.code);
  const refused = error.status >= 400 && error.status < 500 && error.code !== 'OTHER';
  return shown === 'OTHER' && refused && error.message.trim() ? error.message : t.errors[shown];
}
