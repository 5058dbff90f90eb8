import type { AmendmentsTexts } from './en.ts';

export const de: AmendmentsTexts = {
  amend: {
    title: 'Änderung senden?',
    intro: 'Jeder eingeladene Lieferant erhält eine Mail mit diesen Änderungen, in seiner Sprache:',
    pricesChanged:
      'Die Formate ändern sich: Lieferanten mit Angebot werden gebeten, ihre Preise zu bestätigen oder zu ändern.',
    translation_zero:
      'Nur eine Übersetzung hat sich geändert: Die Angebote bleiben gültig; kein Lieferant dieser Sprache ist eingeladen, niemand wird informiert.',
    translation_one:
      'Nur eine Übersetzung hat sich geändert: Die Angebote bleiben gültig; nur der {{languages}} Lieferant wird informiert.',
    translation_other:
      'Nur eine Übersetzung hat sich geändert: Die Angebote bleiben gültig; nur die {{count}} {{languages}} Lieferanten werden informiert.',
    languageOne: { en: 'englische', de: 'deutsche', sk: 'slowakische' },
    languageOther: { en: 'englischen', de: 'deutschen', sk: 'slowakischen' },
    and: ' und ',
    message: 'Nachricht an die Lieferanten',
    messageHelp: 'Optional: warum es sich ändert, worauf zu achten ist.',
    confirm: 'Änderung senden',
    done: 'Änderung versendet',
    nothing: 'Noch wurde nichts geändert.',
  },
  cancel: {
    open: 'Anfrage aufheben…',
    title: 'Anfrage aufheben?',
    text: '„{{name}}“ endet ohne Auftrag. Jeder eingeladene Lieferant wird informiert; Angebote sind nicht mehr möglich.',
    message: 'Nachricht an die Lieferanten',
    confirm: 'Anfrage aufheben',
    done: 'Anfrage aufgehoben',
    cancelled: 'Aufgehoben am {{at}}.',
  },
  round: {
    open: 'Finalrunde…',
    title: 'Finalrunde eröffnen',
    text: 'Runde {{round}} schließt jetzt: nur die angekreuzten Lieferanten können ein verbessertes Angebot senden oder ihres beibehalten, versiegelt bis zur Frist. Die anderen erfahren, dass sie nicht in der Finalrunde sind; ihre Angebote bleiben festgehalten.',
    suppliers: 'Lieferanten mit Angebot',
    deadline: 'Frist der Finalrunde',
    message: 'Nachricht an die gewählten Lieferanten',
    confirm: 'Finalrunde eröffnen',
    done: 'Finalrunde eröffnet',
    noneChosen: 'Bitte mindestens einen Lieferanten ankreuzen.',
    noDeadline: 'Bitte die Frist der Finalrunde eingeben.',
  },
  revisions: {
    title: 'Änderungen',
    line: 'Stand {{number}} · {{at}} · {{by}}',
    message: 'Nachricht: {{message}}',
    pricesChanged: 'Die Lieferanten wurden gebeten, ihre Preise zu bestätigen.',
  },
  changes: {
    documents: 'Unterlagen',
    added: 'neu',
    removed: 'entfällt',
    spec: 'Spezifikation geändert',
    title: 'Titel',
    quantity: 'Auflage',
    counts: 'Weitere Auflagen',
    countsAdded: 'neu',
    countsRemoved: 'entfallen',
    runOn: 'Fortdruck',
    runOnAsked: 'angefragt',
    runOnNow: 'jetzt angefragt',
    runOnDropped: 'nicht mehr angefragt',
    rate: 'Wechselkurs',
    currencies: 'Akzeptierte Währungen',
  },
};
