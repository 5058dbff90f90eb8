import { LANGUAGES, type Language } from './languages.ts';

/** The texts a format has per language (docs/product.md#master-data). */
export const FORMAT_TEXT_FIELDS = ['weight', 'personalisation', 'description'] as const;
export type FormatTextField = (typeof FORMAT_TEXT_FIELDS)[number];
export type FormatTextsByLanguage = Record<Language, Record<FormatTextField, string>>;

/** A format text as its reader gets it: `from` names its language when it is not the reader's (a fallback). */
export type ChosenText = { text: string; from: Language | null };

const missing = (text: string) => text.trim() === '';

/**
 * The text a reader of `reader` gets (docs/product.md#languages): its own language's, else the task's, else
 * the first language that has it; empty when none has. The one rule for the mails, the order PDF, the offer
 * page and the staff warning.
 */
export function chooseFormatText(
  texts: FormatTextsByLanguage,
  field: FormatTextField,
  reader: Language,
  taskLanguage: Language,
): ChosenText {
  for (const language of [reader, taskLanguage, ...LANGUAGES]) {
    const text = texts[language][field];
    if (!missing(text)) return { text, from: language === reader ? null : language };
  }
  return { text: '', from: null };
}

export function chooseFormatTexts(
  texts: FormatTextsByLanguage,
  reader: Language,
  taskLanguage: Language,
): Record<FormatTextField, ChosenText> {
  const [weight, personalisation, description] = FORMAT_TEXT_FIELDS.map((field) =>
    chooseFormatText(texts, field, reader, taskLanguage),
  );
  return { weight: weight!, personalisation: personalisation!, description: description! };
}

// A language's name as a reader says "in German", in each language a printshop reads.
const inLanguage: Record<Language, Record<Language, string>> = {
  en: { en: 'in English', de: 'in German', sk: 'in Slovak' },
  de: { en: 'auf Englisch', de: 'auf Deutsch', sk: 'auf Slowakisch' },
  sk: { en: 'po anglicky', de: 'po nemecky', sk: 'po slovensky' },
};

/** "(in German)", "(auf Deutsch)", "(po nemecky)": a text in `from`, in the words of a reader of `reader`. */
export const languageMark = (reader: Language, from: Language) => `(${inLanguage[reader][from]})`;

/** A text's label, followed by the language the text is in when that is not the reader's. */
export const markedLabel = (label: string, chosen: ChosenText, reader: Language) =>
  chosen.from ? `${label} ${languageMark(reader, chosen.from)}` : label;

/** A format text missing in a language some printshops read, and what they read instead. */
export type MissingText = {
  formatId: string;
  title: string;
  field: FormatTextField;
  language: Language;
  /** How many of the task's printshops read `language`. */
  readers: number;
  from: Language;
};

/**
 * Per format and text, each printshop language that lacks a text another language has: the staff page warns
 * before sending (docs/product.md#invitations). `readers` holds one language per printshop.
 */
export function missingFormatTexts(
  formats: ({ id: string; title: string } & FormatTextsByLanguage)[],
  readers: Language[],
  taskLanguage: Language,
): MissingText[] {
  const counts = LANGUAGES.map((language) => ({ language, readers: readers.filter((r) => r === language).length }));
  return formats.flatMap((f) =>
    FORMAT_TEXT_FIELDS.flatMap((field) =>
      counts.flatMap(({ language, readers: n }) => {
        if (n === 0) return [];
        const { from } = chooseFormatText(f, field, language, taskLanguage);
        return from ? [{ formatId: f.id, title: f.title, field, language, readers: n, from }] : [];
      }),
    ),
  );
}
