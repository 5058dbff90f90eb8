import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The questions feature's texts: `const ft = useQuestionsTexts(); ft('...')`. */
export const useQuestionsTexts = featureTexts('questions', en, de);
