import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { addErrorTexts } from './errors.ts';

addErrorTexts();

/** The files feature's texts: `const ft = useFilesTexts(); ft('...')`. */
export const useFilesTexts = featureTexts('files', en, de);
