import { describe, expect, it } from 'vitest';
import { typedChanges } from './typed-changes.ts';

describe('typedChanges', () => {
  const opened = { name: 'Alpha', address: '', de: { weight: '80 g', description: '' } };

  it('lists the fields a person changed that the saved record has otherwise, nested ones by path', () => {
    const typed = { name: 'Alpha', address: 'Lagerweg 2', de: { weight: '90 g', description: '' } };
    const saved = { name: 'Alpha GmbH', address: '', de: { weight: '80 g', description: 'Neu' } };
    expect(typedChanges(typed, opened, saved)).toEqual([
      ['address', 'Lagerweg 2'],
      ['de.weight', '90 g'],
    ]);
  });

  it('leaves out what was not touched, and what the colleague saved the same', () => {
    const typed = { name: 'Beta', address: '', de: { weight: '80 g', description: '' } };
    expect(typedChanges(typed, opened, { ...opened, name: 'Beta' })).toEqual([]);
    expect(typedChanges(opened, opened, { ...opened, name: 'Gamma' })).toEqual([]);
  });
});
