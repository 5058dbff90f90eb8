import { z } from 'zod';
import { fromDisplayDate } from '../../../shared/dates.ts';
import { issue } from '../../../shared/validation.ts';

/** A date as people type it (dd/mm/yyyy, dd.mm.yyyy) or nothing; the API's YYYY-MM-DD or null after parsing. */
export const DisplayDateSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    const iso = fromDisplayDate(text);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: issue('date') });
      return z.NEVER;
    }
    return iso;
  });

/** A date that must be given, typed as people type it; YYYY-MM-DD after parsing. */
export const RequiredDisplayDateSchema = z
  .string()
  .trim()
  .min(1, issue('required'))
  .pipe(DisplayDateSchema)
  .transform((iso) => iso ?? '');
