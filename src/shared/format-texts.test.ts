import { describe, expect, it } from 'vitest';
import { chooseFormatText, chooseFormatTexts, languageMark, markedLabel, missingFormatTexts } from './format-texts.ts';

const none = { weight: '', personalisation: '', description: '' };
const germanOnly = {
  en: none,
  de: { weight: '135 g', personalisation: '', description: 'Glänzender Flyer' },
  sk: none,
};

describe('which format text a printshop reads', () => {
  it('takes the text in the printshop’s own language, unmarked', () => {
    const texts = { ...germanOnly, sk: { ...none, description: 'Lesklý leták' } };
    expect(chooseFormatText(texts, 'description', 'sk', 'de')).toEqual({ text: 'Lesklý leták', from: null });
  });

  it('falls back to the task’s language and names it', () => {
    expect(chooseFormatText(germanOnly, 'description', 'sk', 'de')).toEqual({ text: 'Glänzender Flyer', from: 'de' });
    expect(chooseFormatText(germanOnly, 'weight', 'en', 'de')).toEqual({ text: '135 g', from: 'de' });
  });

  it('prefers the task’s language to any other', () => {
    const texts = { en: { ...none, weight: '135 gsm' }, de: { ...none, weight: '135 g' }, sk: none };
    expect(chooseFormatText(texts, 'weight', 'sk', 'en')).toEqual({ text: '135 gsm', from: 'en' });
    expect(chooseFormatText(texts, 'weight', 'sk', 'de')).toEqual({ text: '135 g', from: 'de' });
  });

  it('takes any language that has the text when the task’s language has none either', () => {
    const texts = { en: none, de: none, sk: { ...none, personalisation: 'adresa' } };
    expect(chooseFormatText(texts, 'personalisation', 'en', 'de')).toEqual({ text: 'adresa', from: 'sk' });
  });

  it('counts a text of blanks as missing, and gives nothing when no language has the text', () => {
    const texts = { en: { ...none, description: '  ' }, de: none, sk: none };
    expect(chooseFormatText(texts, 'description', 'en', 'de')).toEqual({ text: '', from: null });
    expect(chooseFormatText(germanOnly, 'personalisation', 'sk', 'de')).toEqual({ text: '', from: null });
  });

  it('chooses every text of a format at once', () => {
    expect(chooseFormatTexts(germanOnly, 'de', 'de')).toEqual({
      weight: { text: '135 g', from: null },
      personalisation: { text: '', from: null },
      description: { text: 'Glänzender Flyer', from: null },
    });
  });
});

describe('the mark of a text in another language', () => {
  it('is in the reader’s language and names the text’s', () => {
    expect(languageMark('en', 'de')).toBe('(in German)');
    expect(languageMark('de', 'de')).toBe('(auf Deutsch)');
    expect(languageMark('sk', 'de')).toBe('(po nemecky)');
    expect(languageMark('de', 'en')).toBe('(auf Englisch)');
    expect(languageMark('sk', 'en')).toBe('(po anglicky)');
    expect(languageMark('en', 'sk')).toBe('(in Slovak)');
    expect(languageMark('de', 'sk')).toBe('(auf Slowakisch)');
  });

  it('follows the label of a fallback only', () => {
    expect(markedLabel('Popis', { text: 'Glänzender Flyer', from: 'de' }, 'sk')).toBe('Popis (po nemecky)');
    expect(markedLabel('Popis', { text: 'Lesklý leták', from: null }, 'sk')).toBe('Popis');
  });
});

describe('the texts missing in the printshops’ languages', () => {
  const flyer = { id: 'f1', title: 'Flyer A5', ...germanOnly };

  it('lists per format and text each language missing it, how many printshops read it and what they see', () => {
    expect(missingFormatTexts([flyer], ['sk', 'de', 'sk', 'en'], 'de')).toEqual([
      { formatId: 'f1', title: 'Flyer A5', field: 'weight', language: 'en', readers: 1, from: 'de' },
      { formatId: 'f1', title: 'Flyer A5', field: 'weight', language: 'sk', readers: 2, from: 'de' },
      { formatId: 'f1', title: 'Flyer A5', field: 'description', language: 'en', readers: 1, from: 'de' },
      { formatId: 'f1', title: 'Flyer A5', field: 'description', language: 'sk', readers: 2, from: 'de' },
    ]);
  });

  it('lists nothing when every reader’s language has its texts, or no language has a text', () => {
    expect(missingFormatTexts([flyer], ['de', 'de'], 'de')).toEqual([]);
    expect(missingFormatTexts([{ ...flyer, en: none, de: none, sk: none }], ['sk'], 'de')).toEqual([]);
    expect(missingFormatTexts([flyer], [], 'de')).toEqual([]);
  });
});
