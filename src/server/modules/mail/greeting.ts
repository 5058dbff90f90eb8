import type { Language } from '../../../shared/languages.ts';

/** Whom a printshop's mail greets: its contact person, else the printshop by its name. */
export type Greeted = { contactPerson: string; name: string };

/**
 * A Slovak letter greets a person by title and surname ("Dobrý deň, pani Nováková,"), a company without a
 * name. Whether a contact is a woman or a man is read from the name as Slovak names show it: a surname in -á
 * (Nováková, Malá) is a woman's; a first name not in -a beside a surname that is not is a man's (Ľubomír
 * Čierny). A name that says neither is greeted whole, as it was written.
 */
function slovak({ contactPerson }: Greeted): string {
  const words = contactPerson.trim().split(/\s+/).filter(Boolean);
  // Academic titles (Ing., Mgr., PhD.) say nothing of the person's gender.
  const names = words.map((w) => w.replace(/,$/, '')).filter((w) => w && !w.endsWith('.'));
  const surname = names.at(-1);
  if (!surname) return 'Dobrý deň,';
  if (/á$/iu.test(surname)) return `Dobrý deň, pani ${surname},`;
  if (names.length > 1 && !/[aá]$/iu.test(names[0]!)) return `Dobrý deň, pán ${surname},`;
  return `Dobrý deň, ${words.join(' ')},`;
}

/** The first line of every mail (and order) a printshop gets, in its language (docs/product.md#languages). */
export const greetings: Record<Language, (to: Greeted) => string> = {
  en: ({ contactPerson, name }) => `Hello ${contactPerson.trim() || name},`,
  de: ({ contactPerson, name }) => `Guten Tag ${contactPerson.trim() || name},`,
  sk: slovak,
};

export const greeting = (language: Language, to: Greeted) => greetings[language](to);
