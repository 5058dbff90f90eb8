import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The offers feature's texts: `const ft = useOffersTexts(); ft('...')`. */
export const useOffersTexts = featureTexts('offers', en, de);
