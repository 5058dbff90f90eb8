import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The tasks feature's texts: `const ft = useTasksTexts(); ft('list.title')`. */
export const useTasksTexts = featureTexts('tasks', en, de);
