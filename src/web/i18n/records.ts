import { featureTexts } from './feature-texts.ts';

/** Texts of the record screens (printshops, formats, companies): actions and the contact fields. */
export const recordsEn = {
  actions: 'Actions',
  edit: 'Edit',
  editItem: 'Edit {{name}}',
  delete: 'Delete',
  deleteItem: 'Delete {{name}}',
  cancel: 'Cancel',
  save: 'Save',
  create: 'Create',
  close: 'Close',
  noMatch: 'Nothing matches “{{query}}”.',
  conflict: {
    reload: 'Reload',
    yours: 'What you typed (not saved):',
    gone: 'A colleague deleted this record meanwhile; it can no longer be saved.',
  },
  fields: {
    name: 'Name',
    email: 'E-mail',
    contactPerson: 'Contact person',
    address: 'Address',
    vatNumber: 'VAT number',
    accountNumber: 'Account number (IBAN)',
    language: 'Language',
    country: 'Country (ISO code, e.g. DE)',
    invoiceAddress: 'Invoice address',
    paymentTerms: 'Payment terms',
    orderNumberPrefix: 'Order number prefix',
  },
};

export const recordsDe: typeof recordsEn = {
  actions: 'Aktionen',
  edit: 'Bearbeiten',
  editItem: '{{name}} bearbeiten',
  delete: 'Löschen',
  deleteItem: '{{name}} löschen',
  cancel: 'Abbrechen',
  save: 'Speichern',
  create: 'Anlegen',
  close: 'Schließen',
  noMatch: 'Nichts passt zu „{{query}}“.',
  conflict: {
    reload: 'Neu laden',
    yours: 'Ihre Eingaben (nicht gespeichert):',
    gone: 'Jemand aus Ihrem Team hat diesen Eintrag inzwischen gelöscht; er kann nicht mehr gespeichert werden.',
  },
  fields: {
    name: 'Name',
    email: 'E-Mail',
    contactPerson: 'Ansprechpartner',
    address: 'Adresse',
    vatNumber: 'USt-IdNr.',
    accountNumber: 'Kontonummer (IBAN)',
    language: 'Sprache',
    country: 'Land (ISO-Code, z. B. DE)',
    invoiceAddress: 'Rechnungsadresse',
    paymentTerms: 'Zahlungsbedingungen',
    orderNumberPrefix: 'Präfix der Auftragsnummer',
  },
};

/** The record screens' texts; their shared dialogs and tables use them too. */
export const useRecordScreenTexts = featureTexts('recordScreens', recordsEn, recordsDe);
