import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The invoices feature's texts: `const ft = useInvoicesTexts(); ft('title')`. */
export const useInvoicesTexts = featureTexts('invoices', en, de);
