import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The award feature's texts: `const ft = useAwardTexts(); ft('...')`. */
export const useAwardTexts = featureTexts('award', en, de);
