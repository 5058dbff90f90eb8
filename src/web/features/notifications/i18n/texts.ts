import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The notifications feature's texts: `const ft = useNotificationsTexts(); ft('bell.title')`. */
export const useNotificationsTexts = featureTexts('notifications', en, de);
