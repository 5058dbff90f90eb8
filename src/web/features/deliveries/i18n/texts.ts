import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The deliveries feature's texts: `const ft = useDeliveriesTexts(); ft('title')`. */
export const useDeliveriesTexts = featureTexts('deliveries', en, de);
