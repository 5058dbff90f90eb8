import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The orders feature's texts: `const ft = useOrdersTexts(); ft('title')`. */
export const useOrdersTexts = featureTexts('orders', en, de);
