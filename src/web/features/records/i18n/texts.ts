import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The records feature's texts: `const ft = useRecordsTexts(); ft('...')`. */
export const useRecordsTexts = featureTexts('records', en, de);
