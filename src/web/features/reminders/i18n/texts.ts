import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The reminders feature's texts: `const ft = useRemindersTexts(); ft('reminders.title')`. */
export const useRemindersTexts = featureTexts('reminders', en, de);
