import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The Dashboard's texts: `const ft = useDashboardTexts(); ft('title')`. */
export const useDashboardTexts = featureTexts('dashboard', en, de);
