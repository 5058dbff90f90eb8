import type { Language } from '../../../shared/languages.ts';
import { MailLayout, plainText, renderHtml, Signature, type MailContent, greeting } from '../mail/index.ts';

export type NotChosenData = {
  task: { name: string };
  supplier: { name: string; contactPerson: string; language: Language };
  /**
   * The offer's place among the task's current offers (ties share one) and how many there were; null for an
   * offer made before the formats changed and not confirmed since, which has no place.
   */
  place: { position: number; offers: number } | null;
  signature: string;
  /** The buying company: it heads the mail. */
  buyer?: string;
};

type Texts = {
  subject: (task: string) => string;
  /** Without a place: the offer was stale. */
  body: (task: string) => string;
  placed: (task: string, position: number, offers: number) => string;
  closing: string;
};

const texts: Record<Language, Texts> = {
  en: {
    subject: (task) => `Your offer for ${task}`,
    body: (task) => `thank you for your offer for “${task}”. This time we have placed the order elsewhere.`,
    placed: (task, position, offers) =>
      `thank you for your offer for “${task}”. This time we have placed the order elsewhere; your offer came in place ${position} of ${offers}.`,
    closing: 'We look forward to your offer for our next print job.',
  },
  de: {
    subject: (task) => `Ihr Angebot für ${task}`,
    body: (task) => `vielen Dank für Ihr Angebot für „${task}“. Diesmal haben wir den Auftrag anderweitig vergeben.`,
    placed: (task, position, offers) =>
      `vielen Dank für Ihr Angebot für „${task}“. Diesmal haben wir den Auftrag anderweitig vergeben; Ihr Angebot lag auf Platz ${position} von ${offers}.`,
    closing: 'Wir freuen uns auf Ihr Angebot bei unserer nächsten Anfrage.',
  },
  sk: {
    subject: (task) => `Vaša ponuka na ${task}`,
    body: (task) => `ďakujeme za Vašu ponuku na „${task}“. Tentoraz sme zákazku zadali inej tlačiarni.`,
    placed: (task, position, offers) =>
      `ďakujeme za Vašu ponuku na „${task}“. Tentoraz sme zákazku zadali inej tlačiarni; Vaša ponuka sa umiestnila na ${position}. mieste z ${offers}.`,
    closing: 'Tešíme sa na Vašu ponuku pri našom ďalšom dopyte.',
  },
};

/** A short, polite word to a printshop whose offer was not chosen, with its place if it has one, in its language. */
export function notChosenMail(d: NotChosenData): MailContent {
  const t = texts[d.supplier.language];
  const hello = greeting(d.supplier.language, d.supplier);
  const body = d.place ? t.placed(d.task.name, d.place.position, d.place.offers) : t.body(d.task.name);
  const html = renderHtml(
    <MailLayout title={t.subject(d.task.name)} brand={d.buyer}>
      <p>{hello}</p>
      <p>{body}</p>
      <p>{t.closing}</p>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = plainText(d.buyer, [hello, '', body, '', t.closing, '', d.signature]);
  return { subject: t.subject(d.task.name), html, text };
}
