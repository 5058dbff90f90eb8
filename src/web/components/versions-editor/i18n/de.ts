import type { en } from './en.ts';

export const de: typeof en = {
  heading: 'Sorten',
  hint: 'Dieselbe Spezifikation mit anderem Inhalt, z. B. 8 Namen auf Visitenkarten: die Auflage ist ihre Summe.',
  name: 'Sortenname',
  count: 'Auflage',
  add: 'Sorte hinzufügen',
  remove: 'Sorte {{n}} entfernen',
  changePrice: 'Preis je Sortenwechsel erfragen',
  sum: 'Die Summe der Sorten',
};
