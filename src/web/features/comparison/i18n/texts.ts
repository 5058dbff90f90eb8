import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The comparison feature's texts: `const ft = useComparisonTexts(); ft('...')`. */
export const useComparisonTexts = featureTexts('comparison', en, de);
