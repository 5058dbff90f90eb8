import type { QuestionsTexts } from './en.ts';

export const de: QuestionsTexts = {
  title: 'Fragen',
  newCount_one: '1 neue Frage',
  newCount_other: '{{count}} neue Fragen',
  list: 'Fragen der Lieferanten',
  empty: 'Noch keine Fragen',
  emptyHint: 'Lieferanten fragen auf ihrer Angebotsseite; ihre Fragen erscheinen hier zur Beantwortung.',
  loadFailed: 'Die Fragen konnten nicht geladen werden.',
  new: 'Neu',
  asked: 'Frage von {{name}} · {{at}}',
  answer: 'Antworten',
  answerFor: 'Antworten auf die Frage von {{name}}',
  answered: 'Beantwortet von {{by}} · {{at}}',
  published: 'An alle eingeladenen Lieferanten veröffentlicht, ohne den Fragesteller zu nennen',
  private: 'Nur an {{name}} gesendet',
  dialog: {
    title: 'Frage beantworten',
    question: '{{name}} fragt:',
    answer: 'Antwort',
    to: 'Wer erhält die Antwort',
    publish: 'Alle eingeladenen Lieferanten: veröffentlicht, ohne den Fragesteller zu nennen',
    asker: 'Nur {{name}} (Fragesteller)',
    hint: 'Die Antwort wird per Mail gesendet und auf der Angebotsseite angezeigt.',
    submit: 'Antwort senden',
  },
  sent: 'Antwort gesendet',
};
