import { featureTexts } from './feature-texts.ts';

/** The scorecard's line (printshop table, invite picker, comparison): what the printshops feature and others show. */
const en = {
  orders_one: '{{count}} order',
  orders_other: '{{count}} orders',
  onTime: '{{share}} on time',
  quality: '★ {{quality}}',
  full: {
    orders_one: '{{count}} order',
    orders_other: '{{count}} orders',
    onTime: '{{share}} delivered on time',
    quality: 'average quality {{quality}} of 5',
  },
  column: 'Record',
};

const de: typeof en = {
  orders_one: '{{count}} Auftrag',
  orders_other: '{{count}} Aufträge',
  onTime: '{{share}} pünktlich',
  quality: '★ {{quality}}',
  full: {
    orders_one: '{{count}} Auftrag',
    orders_other: '{{count}} Aufträge',
    onTime: '{{share}} pünktlich geliefert',
    quality: 'durchschnittliche Qualität {{quality}} von 5',
  },
  column: 'Bewertung',
};

export const useScorecardTexts = featureTexts('scorecard', en, de);
