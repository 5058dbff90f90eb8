import type { Language } from '../../../shared/languages.ts';
import type { OrderStatus } from '../../../shared/schemas/orders.ts';

// The printshop's order on its page, in its language (docs/glossary.md); loaded with the order part only.
export type OrderTexts = {
  title: (number: string) => string;
  status: Record<OrderStatus, string>;
  confirmTitle: string;
  confirmHint: string;
  reference: string;
  shipDate: string;
  confirm: string;
  confirmAgain: string;
  confirmed: (reference: string, date: string) => string;
  proofsTitle: string;
  proofAsked: string;
  chooseFile: string;
  upload: string;
  version: (n: number) => string;
  proofStatus: Record<'pending' | 'approved' | 'changes', string>;
  comment: string;
  shipmentTitle: string;
  carrier: string;
  tracking: string;
  shippedOn: string;
  ship: string;
  shipped: (carrier: string, date: string) => string;
  waitProofs: string;
  errors: Record<string, string>;
};

const en: OrderTexts = {
  title: (n) => `Your order ${n}`,
  status: {
    sent: 'Waiting for your confirmation',
    confirmed: 'Confirmed',
    proof: 'Proof under review',
    approved: 'Proofs approved: ready to ship',
    shipped: 'Shipped',
    delivered: 'Delivered',
    invoiced: 'Invoiced',
    released: 'Invoice released',
    disputed: 'Invoice disputed',
  },
  confirmTitle: 'Confirm the order',
  confirmHint: 'Your own order reference and the day you plan to ship.',
  reference: 'Your reference',
  shipDate: 'Planned ship date',
  confirm: 'Confirm the order',
  confirmAgain: 'Change the confirmation',
  confirmed: (reference, date) => `Confirmed: reference ${reference}, planned ship date ${date}.`,
  proofsTitle: 'Proofs',
  proofAsked: 'A proof is asked for',
  chooseFile: 'Proof (PDF)',
  upload: 'Upload the proof',
  version: (n) => `Version ${n}`,
  proofStatus: { pending: 'awaiting approval', approved: 'approved', changes: 'changes requested' },
  comment: 'The buyer’s comment',
  shipmentTitle: 'Report the shipment',
  carrier: 'Carrier',
  tracking: 'Tracking number',
  shippedOn: 'Shipped on',
  ship: 'Report the shipment',
  shipped: (carrier, date) => `Shipped with ${carrier} on ${date}.`,
  waitProofs: 'You can report the shipment once every proof is approved.',
  errors: {
    ORDER_NOT_CONFIRMED: 'Please confirm the order first.',
    PROOF_PENDING: 'Every proof must be approved before the shipment.',
    FILE_TYPE_REFUSED: 'A proof must be a PDF file.',
    FILE_TOO_LARGE: 'The file is larger than 50 MB.',
    INVALID: 'Please check the fields.',
    OTHER: 'Something went wrong. Please try again.',
  },
};

const de: OrderTexts = {
  title: (n) => `Ihr Auftrag ${n}`,
  status: {
    sent: 'Wartet auf Ihre Bestätigung',
    confirmed: 'Bestätigt',
    proof: 'Proof in Prüfung',
    approved: 'Proofs freigegeben: versandbereit',
    shipped: 'Versandt',
    delivered: 'Geliefert',
    invoiced: 'Berechnet',
    released: 'Rechnung freigegeben',
    disputed: 'Rechnung beanstandet',
  },
  confirmTitle: 'Auftrag bestätigen',
  confirmHint: 'Ihre eigene Auftragsnummer und der Tag, an dem Sie den Versand planen.',
  reference: 'Ihre Referenz',
  shipDate: 'Geplanter Versand',
  confirm: 'Auftrag bestätigen',
  confirmAgain: 'Bestätigung ändern',
  confirmed: (reference, date) => `Bestätigt: Referenz ${reference}, geplanter Versand am ${date}.`,
  proofsTitle: 'Proofs',
  proofAsked: 'Ein Proof wird erbeten',
  chooseFile: 'Proof (PDF)',
  upload: 'Proof hochladen',
  version: (n) => `Version ${n}`,
  proofStatus: { pending: 'wartet auf Freigabe', approved: 'freigegeben', changes: 'Änderungen erbeten' },
  comment: 'Kommentar des Einkäufers',
  shipmentTitle: 'Versand melden',
  carrier: 'Versanddienst',
  tracking: 'Sendungsnummer',
  shippedOn: 'Versandt am',
  ship: 'Versand melden',
  shipped: (carrier, date) => `Versandt mit ${carrier} am ${date}.`,
  waitProofs: 'Den Versand können Sie melden, sobald alle Proofs freigegeben sind.',
  errors: {
    ORDER_NOT_CONFIRMED: 'Bitte bestätigen Sie zuerst den Auftrag.',
    PROOF_PENDING: 'Vor dem Versand müssen alle Proofs freigegeben sein.',
    FILE_TYPE_REFUSED: 'Ein Proof muss eine PDF-Datei sein.',
    FILE_TOO_LARGE: 'Die Datei ist größer als 50 MB.',
    INVALID: 'Bitte prüfen Sie die Felder.',
    OTHER: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
  },
};

const sk: OrderTexts = {
  title: (n) => `Vaša objednávka ${n}`,
  status: {
    sent: 'Čaká na Vaše potvrdenie',
    confirmed: 'Potvrdená',
    proof: 'Náhľad sa posudzuje',
    approved: 'Náhľady schválené: pripravené na odoslanie',
    shipped: 'Odoslaná',
    delivered: 'Doručená',
    invoiced: 'Vyfakturovaná',
    released: 'Faktúra schválená',
    disputed: 'Faktúra reklamovaná',
  },
  confirmTitle: 'Potvrdiť objednávku',
  confirmHint: 'Vaše vlastné číslo objednávky a deň, keď plánujete odoslanie.',
  reference: 'Vaše číslo',
  shipDate: 'Plánované odoslanie',
  confirm: 'Potvrdiť objednávku',
  confirmAgain: 'Zmeniť potvrdenie',
  confirmed: (reference, date) => `Potvrdené: číslo ${reference}, plánované odoslanie ${date}.`,
  proofsTitle: 'Náhľady',
  proofAsked: 'Žiadame náhľad',
  chooseFile: 'Náhľad (PDF)',
  upload: 'Nahrať náhľad',
  version: (n) => `Verzia ${n}`,
  proofStatus: { pending: 'čaká na schválenie', approved: 'schválený', changes: 'žiadame zmeny' },
  comment: 'Komentár odberateľa',
  shipmentTitle: 'Nahlásiť odoslanie',
  carrier: 'Prepravca',
  tracking: 'Číslo zásielky',
  shippedOn: 'Odoslané dňa',
  ship: 'Nahlásiť odoslanie',
  shipped: (carrier, date) => `Odoslané prepravcom ${carrier} dňa ${date}.`,
  waitProofs: 'Odoslanie môžete nahlásiť, keď budú schválené všetky náhľady.',
  errors: {
    ORDER_NOT_CONFIRMED: 'Prosíme, najprv potvrďte objednávku.',
    PROOF_PENDING: 'Pred odoslaním musia byť schválené všetky náhľady.',
    FILE_TYPE_REFUSED: 'Náhľad musí byť súbor PDF.',
    FILE_TOO_LARGE: 'Súbor je väčší ako 50 MB.',
    INVALID: 'Prosíme, skontrolujte polia.',
    OTHER: 'Niečo sa pokazilo. Skúste to, prosím, znova.',
  },
};

export const orderTexts: Record<Language, OrderTexts> = { en, de, sk };
