import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The amendments feature's texts: `const ft = useAmendmentsTexts(); ft('amend.title')`. */
export const useAmendmentsTexts = featureTexts('amendments', en, de);

export type AmendmentsT = ReturnType<typeof useAmendmentsTexts>;
