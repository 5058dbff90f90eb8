import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The invitations feature's texts: `const ft = useInvitationsTexts(); ft('...')`. */
export const useInvitationsTexts = featureTexts('invitations', en, de);
