import { formatCount, formatMoney } from '../../../shared/money.ts';
import type { AwardChange, AwardChanges } from '../../../shared/schemas/award.ts';
import { AppError } from '../../errors.ts';

const why: Record<AwardChange['why'], string> = {
  'new-offer': 'a new offer since',
  'not-current': 'the price no longer answers the format',
  'supplier-deleted': 'the printshop was deleted',
  'not-kept': 'asked for before requests kept their prices',
};

function figures({ count, price, alternative, delivery }: AwardChange['was']) {
  const ordered = `${formatCount(count, 'en')} for ${formatMoney(price, 'EUR', 'en')}`;
  const shipped = delivery === null ? '' : `, delivery ${formatMoney(delivery, 'EUR', 'en')}`;
  return `${ordered}${alternative === null ? '' : ` (alternative: ${alternative})`}${shipped}`;
}

const lineText = (c: AwardChange) =>
  `${c.title} from ${c.supplier}: ${figures(c.was)} → ${c.now ? figures(c.now) : 'not on offer'} (${why[c.why]})`;

/**
 * 409 AWARD_CHANGED: the award waiting for approval is not what the offers or the task say now, so it cannot
 * be approved as it was shown; `changes` says what changed, old → new per format, and the text says it in English.
 */
export function awardChanged(changes: AwardChanges, askedBy: string): AppError {
  const lines = changes.formats.map(lineText);
  if (changes.amended) lines.push(`the task was amended (${changes.amended.was} → ${changes.amended.now})`);
  const changed = `The award ${askedBy} asked for changed since: ${lines.join('; ')}.`;
  const message = `${changed} It can only be rejected; ${askedBy} can award anew.`;
  return new AppError(409, 'AWARD_CHANGED', message, undefined, { by: askedBy }, changes);
}
