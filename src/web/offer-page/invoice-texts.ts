import type { InvoiceErrorCode } from '../../shared/error-codes.ts';
import type { Language } from '../../shared/languages.ts';

/** The invoice part's texts (EN/DE/SK): in its own chunk, loaded once the printshop won something. */
type InvoiceTexts = {
  title: string;
  intro: string;
  file: string;
  fileHint: string;
  typedHint: string;
  number: string;
  date: string;
  net: string;
  vat: string;
  gross: string;
  send: string;
  sending: string;
  sent: string;
  list: string;
  none: string;
  invoice: (number: string, date: string, amount: string) => string;
  statuses: Record<'received' | 'released' | 'disputed', string>;
  reason: string;
  failed: string;
  errors: Record<InvoiceErrorCode | 'NOT_A_WINNER' | 'FILE_TOO_LARGE' | 'NO_FILE' | 'INVALID', string>;
};

const en: InvoiceTexts = {
  title: 'Invoice',
  intro: 'Send your invoice for this order: it is checked against the order and the counts delivered.',
  file: 'Invoice file',
  fileHint: 'An e-invoice (XRechnung UBL or CII XML, or a ZUGFeRD / Factur-X PDF) is read as it is.',
  typedHint: 'For a plain PDF, type its figures:',
  number: 'Invoice number',
  date: 'Invoice date',
  net: 'Net',
  vat: 'VAT',
  gross: 'Gross',
  send: 'Send invoice',
  sending: 'Sending…',
  sent: 'Your invoice was sent.',
  list: 'Your invoices',
  none: 'No invoice sent yet.',
  invoice: (number, date, amount) => `${number} of ${date}: ${amount}`,
  statuses: { received: 'received', released: 'released for payment', disputed: 'disputed' },
  reason: 'Why',
  failed: 'The invoice could not be sent. Please try again.',
  errors: {
    INVOICE_UNREADABLE: 'The file cannot be read as an invoice. Send an e-invoice or a PDF with its figures typed.',
    INVOICE_FIELD_MISSING: 'A plain PDF needs its number, date, net, VAT and gross typed.',
    INVOICE_DECIDED: 'This invoice has been decided already.',
    NOT_A_WINNER: 'Only a printshop that won this order can send an invoice.',
    FILE_TOO_LARGE: 'The file is too large (at most 20 MB).',
    NO_FILE: 'Choose the invoice file.',
    INVALID: 'Please check the typed figures.',
  },
};

const de: InvoiceTexts = {
  title: 'Rechnung',
  intro: 'Senden Sie Ihre Rechnung zu diesem Auftrag: Sie wird mit dem Auftrag und den gelieferten Mengen abgeglichen.',
  file: 'Rechnungsdatei',
  fileHint: 'Eine E-Rechnung (XRechnung UBL oder CII als XML, oder ein ZUGFeRD- / Factur-X-PDF) wird direkt gelesen.',
  typedHint: 'Bei einem einfachen PDF tragen Sie bitte die Beträge ein:',
  number: 'Rechnungsnummer',
  date: 'Rechnungsdatum',
  net: 'Netto',
  vat: 'MwSt.',
  gross: 'Brutto',
  send: 'Rechnung senden',
  sending: 'Wird gesendet…',
  sent: 'Ihre Rechnung wurde gesendet.',
  list: 'Ihre Rechnungen',
  none: 'Noch keine Rechnung gesendet.',
  invoice: (number, date, amount) => `${number} vom ${date}: ${amount}`,
  statuses: { received: 'eingegangen', released: 'zur Zahlung freigegeben', disputed: 'beanstandet' },
  reason: 'Grund',
  failed: 'Die Rechnung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  errors: {
    INVOICE_UNREADABLE:
      'Die Datei ist als Rechnung nicht lesbar. Senden Sie eine E-Rechnung oder ein PDF mit eingetragenen Beträgen.',
    INVOICE_FIELD_MISSING: 'Bei einem einfachen PDF bitte Nummer, Datum, Netto, MwSt. und Brutto eintragen.',
    INVOICE_DECIDED: 'Über diese Rechnung wurde bereits entschieden.',
    NOT_A_WINNER: 'Nur eine beauftragte Druckerei kann eine Rechnung senden.',
    FILE_TOO_LARGE: 'Die Datei ist zu groß (höchstens 20 MB).',
    NO_FILE: 'Bitte wählen Sie die Rechnungsdatei.',
    INVALID: 'Bitte prüfen Sie die eingetragenen Beträge.',
  },
};

const sk: InvoiceTexts = {
  title: 'Faktúra',
  intro: 'Pošlite faktúru k tejto objednávke: porovná sa s objednávkou a dodaným nákladom.',
  file: 'Súbor faktúry',
  fileHint: 'Elektronická faktúra (XRechnung UBL alebo CII ako XML, alebo PDF ZUGFeRD / Factur-X) sa načíta priamo.',
  typedHint: 'Pri obyčajnom PDF zadajte, prosím, sumy:',
  number: 'Číslo faktúry',
  date: 'Dátum faktúry',
  net: 'Bez DPH',
  vat: 'DPH',
  gross: 'S DPH',
  send: 'Odoslať faktúru',
  sending: 'Odosiela sa…',
  sent: 'Vaša faktúra bola odoslaná.',
  list: 'Vaše faktúry',
  none: 'Zatiaľ ste neposlali žiadnu faktúru.',
  invoice: (number, date, amount) => `${number} zo dňa ${date}: ${amount}`,
  statuses: { received: 'prijatá', released: 'uvoľnená na úhradu', disputed: 'reklamovaná' },
  reason: 'Dôvod',
  failed: 'Faktúru sa nepodarilo odoslať. Skúste to, prosím, znova.',
  errors: {
    INVOICE_UNREADABLE: 'Súbor sa nedá načítať ako faktúra. Pošlite elektronickú faktúru alebo PDF so zadanými sumami.',
    INVOICE_FIELD_MISSING: 'Pri obyčajnom PDF zadajte číslo, dátum, sumu bez DPH, DPH a sumu s DPH.',
    INVOICE_DECIDED: 'O tejto faktúre už bolo rozhodnuté.',
    NOT_A_WINNER: 'Faktúru môže poslať iba tlačiareň, ktorej bola zákazka zadaná.',
    FILE_TOO_LARGE: 'Súbor je príliš veľký (najviac 20 MB).',
    NO_FILE: 'Vyberte, prosím, súbor faktúry.',
    INVALID: 'Skontrolujte, prosím, zadané sumy.',
  },
};

export const invoiceTexts: Record<Language, InvoiceTexts> = { en, de, sk };
