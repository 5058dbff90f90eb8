import { featureTexts } from './feature-texts.ts';

/** The date field's own words (a task's dates, a delivery's day): how a date is typed, its calendar button. */
const en = {
  placeholder: 'dd/mm/yyyy',
  pick: 'Pick a date for {{field}}',
};

const de: typeof en = {
  placeholder: 'TT.MM.JJJJ',
  pick: 'Datum für {{field}} wählen',
};

export const useDateTexts = featureTexts('dates', en, de);
