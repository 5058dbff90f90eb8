import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.ts';

describe('the greeting of a printshop’s mail', () => {
  it.each([
    ['Jana Nováková', 'Dobrý deň, pani Nováková,'],
    ['Ing. Eva Malá', 'Dobrý deň, pani Malá,'],
    ['Ľubomír Čierny', 'Dobrý deň, pán Čierny,'],
    ['Mgr. Peter Horváth, PhD.', 'Dobrý deň, pán Horváth,'],
    // A name that says neither is greeted as written; a printshop without a contact person, without a name.
    ['Anna Schmidt', 'Dobrý deň, Anna Schmidt,'],
    ['Novák', 'Dobrý deň, Novák,'],
    ['', 'Dobrý deň,'],
  ])('greets %j in Slovak as a letter does: %s', (contactPerson, expected) => {
    expect(greeting('sk', { contactPerson, name: 'Tlačiareň Beta s.r.o.' })).toBe(expected);
  });

  it('greets the contact person in English and German, else the printshop by its name', () => {
    expect(greeting('en', { contactPerson: 'Jana Nováková', name: 'Beta' })).toBe('Hello Jana Nováková,');
    expect(greeting('de', { contactPerson: ' ', name: 'Druckhaus Süd' })).toBe('Guten Tag Druckhaus Süd,');
  });
});
