import { featureTexts } from '../../../i18n/feature-texts.ts';
import { de } from './de.ts';
import { en } from './en.ts';

/** The events feature's texts: `const ft = useEventsTexts(); ft('title')`. */
export const useEventsTexts = featureTexts('events', en, de);

export type EventsT = ReturnType<typeof useEventsTexts>;
export type EventsTextKey = Parameters<EventsT>[0];
