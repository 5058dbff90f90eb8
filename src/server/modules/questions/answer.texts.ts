import type { Language } from '../../../shared/languages.ts';

// The answer mail's texts, in each language a printshop reads (docs/glossary.md: Frage/Antwort, Otázka/Odpoveď).
// A published answer goes to every invited printshop and never names the asker.
export type AnswerTexts = {
  subject: { published: (task: string) => string; own: (task: string) => string };
  intro: { published: (task: string) => string; own: (task: string) => string };
  question: string;
  answer: string;
  onPage: string;
  action: string;
};

const en: AnswerTexts = {
  subject: {
    published: (task) => `Question and answer on the request for quotation: ${task}`,
    own: (task) => `Answer to your question: ${task}`,
  },
  intro: {
    published: (task) =>
      `a printshop asked a question about our request for quotation “${task}”. Our answer goes to every printshop invited:`,
    own: (task) => `thank you for your question about our request for quotation “${task}”. Here is our answer:`,
  },
  question: 'Question',
  answer: 'Answer',
  onPage: 'You also find the questions and answers on your page.',
  action: 'Open your page',
};

const de: AnswerTexts = {
  subject: {
    published: (task) => `Frage und Antwort zur Anfrage: ${task}`,
    own: (task) => `Antwort auf Ihre Frage: ${task}`,
  },
  intro: {
    published: (task) =>
      `zu unserer Anfrage „${task}“ wurde eine Frage gestellt. Unsere Antwort geht an alle eingeladenen Lieferanten:`,
    own: (task) => `vielen Dank für Ihre Frage zu unserer Anfrage „${task}“. Hier ist unsere Antwort:`,
  },
  question: 'Frage',
  answer: 'Antwort',
  onPage: 'Die Fragen und Antworten finden Sie auch auf Ihrer Seite.',
  action: 'Zu Ihrer Seite',
};

const sk: AnswerTexts = {
  subject: {
    published: (task) => `Otázka a odpoveď k dopytu: ${task}`,
    own: (task) => `Odpoveď na Vašu otázku: ${task}`,
  },
  intro: {
    published: (task) =>
      `k nášmu dopytu „${task}“ bola položená otázka. Našu odpoveď posielame všetkým pozvaným dodávateľom:`,
    own: (task) => `ďakujeme za Vašu otázku k nášmu dopytu „${task}“. Tu je naša odpoveď:`,
  },
  question: 'Otázka',
  answer: 'Odpoveď',
  onPage: 'Otázky a odpovede nájdete aj na svojej stránke.',
  action: 'Otvoriť Vašu stránku',
};

export const answerTexts: Record<Language, AnswerTexts> = { en, de, sk };
