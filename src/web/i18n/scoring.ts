import { featureTexts } from './feature-texts.ts';

/** Weighted scoring (docs/product.md#scoring): the weights' fields and an offer's score, wherever they show. */
const en = {
  parts: {
    price: 'Price',
    leadTime: 'Lead time',
    quality: 'Quality',
    certificates: 'Certificates',
  },
  /** A field's label: "Price (%)". */
  field: '{{part}} (%)',
  /** Live under the fields. */
  sum: 'Sum: {{sum}} %',
  sumWrong: 'Sum: {{sum}} % — the weights must add up to 100 %',
  /** The weights in one line: "Price 60 % · Lead time 20 % · Quality 20 %". */
  weight: '{{part}} {{percent}} %',
  /** A score's parts in one line: "price 90.9 · lead time 100 · quality 100 (est.)". */
  partLine: {
    price: 'price {{value}}',
    leadTime: 'lead time {{value}}',
    quality: 'quality {{value}}',
    qualityEstimated: 'quality {{value}} (est.)',
    certificates: 'certificates {{value}}',
  },
  score: 'Score',
  bestScore: 'best score',
  /** A format's score under its price: "score 94.5". */
  formatScore: 'score {{value}}',
  estimatedHint: '(est.): no delivery recorded yet, the workspace average counts',
};

const de: typeof en = {
  parts: {
    price: 'Preis',
    leadTime: 'Lieferzeit',
    quality: 'Qualität',
    certificates: 'Zertifikate',
  },
  field: '{{part}} (%)',
  sum: 'Summe: {{sum}} %',
  sumWrong: 'Summe: {{sum}} % — die Gewichte müssen 100 % ergeben',
  weight: '{{part}} {{percent}} %',
  partLine: {
    price: 'Preis {{value}}',
    leadTime: 'Lieferzeit {{value}}',
    quality: 'Qualität {{value}}',
    qualityEstimated: 'Qualität {{value}} (gesch.)',
    certificates: 'Zertifikate {{value}}',
  },
  score: 'Bewertung',
  bestScore: 'beste Bewertung',
  formatScore: 'Bewertung {{value}}',
  estimatedHint: '(gesch.): noch keine Lieferung erfasst, der Durchschnitt des Arbeitsbereichs zählt',
};

export const useScoringTexts = featureTexts('scoring', en, de);
