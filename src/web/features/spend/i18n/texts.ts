import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

export const useSpendTexts = featureTexts('spend', en, de);
