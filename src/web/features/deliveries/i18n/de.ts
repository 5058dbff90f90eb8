import type { en } from './en.ts';

/** Die deutschen Texte des Lieferungen-Features. */
export const de: typeof en = {
  title: 'Lieferung',
  intro:
    'Erfassen Sie für jeden beauftragten Lieferanten, wann der Druck ankam und wie gut er war: Das fließt in seine Bewertung ein.',
  loadFailed: 'Die Lieferungen konnten nicht geladen werden.',
  form: 'Lieferung von {{name}}',
  deliveredOn: 'Geliefert am',
  quality: 'Qualität',
  qualities: {
    '1': '1 – mangelhaft',
    '2': '2 – ausreichend',
    '3': '3 – gut',
    '4': '4 – sehr gut',
    '5': '5 – hervorragend',
  },
  note: 'Notiz',
  record: 'Lieferung erfassen',
  change: 'Änderung speichern',
  saved: 'Lieferung von {{name}} erfasst.',
  none: 'Noch nicht erfasst.',
  recorded: 'Erfasst: geliefert am {{date}}, {{timing}}, Qualität {{quality}} von 5 ({{by}}, {{at}}).',
  onTime: 'pünktlich',
  late_one: '{{count}} Tag zu spät',
  late_other: '{{count}} Tage zu spät',
  received: 'Erhalten',
  receivedHelp:
    'Was von jedem Format ankam, Über- und Unterlieferung eingeschlossen; leer lassen, was Sie nicht gezählt haben.',
  receivedOf: 'Erhalten von {{title}}',
  ordered: 'Bestellt: {{count}}',
  receivedRecorded: 'Erhalten: {{list}}.',
  receivedLine: '{{title}} {{count}} von {{ordered}}',
  noDate: 'kein Liefertermin zum Vergleich',
};
