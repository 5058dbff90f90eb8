import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

export const useSpecTexts = featureTexts('specEditor', en, de);
