import { QUESTION_MAX } from '../../shared/limits.ts';
import { formatCount } from '../../shared/money.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { askQuestion } from './offer-api.ts';
import type { OfferLink } from './offer-link.ts';
import { texts } from './texts.ts';
import { useTextSend } from './use-text-send.ts';

export const questionFieldId = 'question-text';

/** The question being asked, with its count against the limit in the printshop's number format. */
export function useAskQuestion(link: OfferLink, offer: PubOffer, update: (next: PubOffer) => void, onSent: () => void) {
  const language = offer.supplier.language;
  const t = texts[language];
  const max = formatCount(QUESTION_MAX, language);
  const form = useTextSend({
    link,
    offer,
    update,
    max: QUESTION_MAX,
    problems: { required: t.questions.required, tooLong: t.questions.tooLong(max) },
    fieldId: questionFieldId,
    send: askQuestion,
    sent: onSent,
  });
  return { ...form, max, count: formatCount(form.text.trim().length, language) };
}
