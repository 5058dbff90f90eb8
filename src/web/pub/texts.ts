import type { Language } from '../../shared/languages.ts';

// The offer page's own texts: i18next is too heavy for this page. SPEC.md gives 'Sie wurden nicht eingeladen'
// and 'Angebot wurde abgegeben' word for word.
const en = {
  loading: 'Loading your offer…',
  notInvited: 'You were not invited',
  offerFor: (supplier: string) => `Offer of ${supplier}`,
  status: 'Status of your offer',
  details: 'The print job',
  note: 'Note',
  deliveryDate: 'Delivery date',
  deadlineDate: 'Offer deadline',
  address: 'Delivery address',
  formats: 'Formats and prices',
  pricesHint: 'Enter one price per format for the whole quantity, in euros (comma or point for the cents).',
  quantity: 'Quantity',
  format: 'Format',
  color: 'Colours',
  perforation: 'Perforation',
  fold: 'Fold',
  weight: 'Weight',
  personalisation: 'Personalisation',
  description: 'Description',
  priceLabel: (count: string) => `Price for the whole quantity of ${count}`,
  total: 'Total',
  missingPrices: (missing: number) => (missing === 1 ? '1 price missing' : `${missing} prices missing`),
  submitted: (sum: string, at: string) => `Submitted: ${sum} on ${at}`,
  submit: 'Submit offer',
  update: 'Update offer',
  sending: 'Sending…',
  success: 'Your offer has been submitted',
  rank: {
    none: 'You have not submitted an offer yet.',
    best: 'Your offer is currently the best offer.',
    top: (place: number, percent: number) => `Your offer is in place ${place}, within the top ${percent} percent.`,
    lower: (place: number) => `Your offer is in place ${place}, in the lower 50 percent.`,
  },
  expired: 'The offer deadline has passed: offers can no longer be submitted or changed.',
  ended: 'This tender has ended: an offer has been accepted. Prices can no longer be changed.',
  priceRequired: 'Enter a price',
  priceInvalid: 'Enter an amount in euros with at most two decimals, such as 1250,00',
  priceTooLarge: 'This amount is too large',
  errors: {
    NETWORK: 'The server cannot be reached. Check your connection and try again.',
    RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
    PRICE_MISSING: 'Enter a price for every format.',
    UNKNOWN_FORMAT: 'A format is no longer part of this request. Please reload the page.',
    OTHER: 'Something went wrong. Please try again.',
  },
  retry: 'Try again',
  dateNone: '–',
};

export type Texts = typeof en;

/** The failures this page words itself; the others (not invited, ended, expired) change the page instead. */
export type ShownError = keyof Texts['errors'];
export const shownError = (code: string): ShownError =>
  Object.hasOwn(en.errors, code) ? (code as ShownError) : 'OTHER';

const de: Texts = {
  loading: 'Ihr Angebot wird geladen…',
  notInvited: 'Sie wurden nicht eingeladen',
  offerFor: (supplier) => `Angebot von ${supplier}`,
  status: 'Stand Ihres Angebots',
  details: 'Der Druckauftrag',
  note: 'Hinweis',
  deliveryDate: 'Liefertermin',
  deadlineDate: 'Angebotsfrist',
  address: 'Lieferadresse',
  formats: 'Formate und Preise',
  pricesHint: 'Tragen Sie je Format einen Preis für die gesamte Auflage in Euro ein (Komma oder Punkt vor den Cent).',
  quantity: 'Auflage',
  format: 'Format',
  color: 'Farbigkeit',
  perforation: 'Perforation',
  fold: 'Falz',
  weight: 'Grammatur',
  personalisation: 'Personalisierung',
  description: 'Beschreibung',
  priceLabel: (count) => `Preis für die gesamte Auflage von ${count}`,
  total: 'Summe',
  missingPrices: (missing) => (missing === 1 ? '1 Preis fehlt' : `${missing} Preise fehlen`),
  submitted: (sum, at) => `Abgegeben: ${sum} am ${at}`,
  submit: 'Angebot abgeben',
  update: 'Angebot aktualisieren',
  sending: 'Wird gesendet…',
  success: 'Angebot wurde abgegeben',
  rank: {
    none: 'Sie haben noch kein Angebot abgegeben.',
    best: 'Ihr Angebot ist derzeit das beste Angebot.',
    top: (place, percent) => `Ihr Angebot liegt auf Platz ${place}, unter den besten ${percent} Prozent.`,
    lower: (place) => `Ihr Angebot liegt auf Platz ${place}, in den unteren 50 Prozent.`,
  },
  expired: 'Die Angebotsfrist ist abgelaufen: Angebote können nicht mehr abgegeben oder geändert werden.',
  ended: 'Diese Anfrage ist beendet: Ein Angebot wurde angenommen. Die Preise können nicht mehr geändert werden.',
  priceRequired: 'Bitte einen Preis eingeben',
  priceInvalid: 'Bitte einen Betrag in Euro mit höchstens zwei Nachkommastellen eingeben, z. B. 1250,00',
  priceTooLarge: 'Dieser Betrag ist zu hoch',
  errors: {
    NETWORK: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    PRICE_MISSING: 'Bitte für jedes Format einen Preis eingeben.',
    UNKNOWN_FORMAT: 'Ein Format gehört nicht mehr zu dieser Anfrage. Bitte laden Sie die Seite neu.',
    OTHER: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
  },
  retry: 'Erneut versuchen',
  dateNone: '–',
};

export const texts: Record<Language, Texts> = { en, de };

/** Before the offer tells the supplier's language, the browser's: German for de*, else English. */
export function browserLanguage(language: string = navigator.language): Language {
  return language.toLowerCase().startsWith('de') ? 'de' : 'en';
}
