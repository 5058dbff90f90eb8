import type { Language } from './languages.ts';

/**
 * What a print job's fields are called where printshops read them (their page, the invitation mail), in
 * each of their languages, one word per concept (docs/glossary.md).
 */
export type JobLabels = {
  note: string;
  deliveryDate: string;
  deadlineDate: string;
  address: string;
  lettershop: string;
  quantity: string;
  format: string;
  color: string;
  perforation: string;
  fold: string;
  weight: string;
  personalisation: string;
  description: string;
};

export const jobLabels: Record<Language, JobLabels> = {
  en: {
    note: 'Note',
    deliveryDate: 'Delivery date',
    deadlineDate: 'Offer deadline',
    address: 'Delivery address',
    lettershop: 'Lettershop',
    quantity: 'Quantity',
    format: 'Format',
    color: 'Colours',
    perforation: 'Perforation',
    fold: 'Fold',
    weight: 'Weight',
    personalisation: 'Personalisation',
    description: 'Description',
  },
  de: {
    note: 'Hinweis',
    deliveryDate: 'Liefertermin',
    deadlineDate: 'Angebotsfrist',
    address: 'Lieferadresse',
    lettershop: 'Lettershop',
    quantity: 'Auflage',
    format: 'Format',
    color: 'Farbigkeit',
    perforation: 'Perforation',
    fold: 'Falz',
    weight: 'Grammatur',
    personalisation: 'Personalisierung',
    description: 'Beschreibung',
  },
  sk: {
    note: 'Poznámka',
    deliveryDate: 'Termín dodania',
    deadlineDate: 'Termín na predloženie ponuky',
    address: 'Adresa dodania',
    lettershop: 'Lettershop',
    quantity: 'Náklad',
    format: 'Formát',
    color: 'Farebnosť',
    perforation: 'Perforácia',
    fold: 'Skladanie',
    weight: 'Gramáž',
    personalisation: 'Personalizácia',
    description: 'Popis',
  },
};
