import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The auctions feature's texts: `const ft = useAuctionTexts(); ft('panel.title')`. */
export const useAuctionTexts = featureTexts('auctions', en, de);
