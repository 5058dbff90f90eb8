import { describe, expect, it } from 'vitest';
import {
  groupsText,
  groupText,
  lackingGroups,
  readCertificateGroups,
  requirementOf,
  type CertificateGroups,
  type HeldCertificate,
} from './certificates.ts';
import { CertificateGroupsSchema } from './schemas/certificates.ts';

const deadline = '2027-03-15';
const fscOrPefc = [['FSC', 'PEFC'], ['ISO 12647']];

// docs/product.md#certificates
describe('lackingGroups', () => {
  it.each<[string, CertificateGroups, HeldCertificate[], CertificateGroups]>([
    ['nothing required', [], [], []],
    [
      'either kind of a group meets it',
      fscOrPefc,
      [
        { kind: 'PEFC', validUntil: deadline },
        { kind: 'ISO 12647', validUntil: deadline },
      ],
      [],
    ],
    [
      'the other kind meets it too',
      fscOrPefc,
      [
        { kind: 'fsc ', validUntil: '2099-01-01' },
        { kind: 'iso 12647', validUntil: deadline },
      ],
      [],
    ],
    [
      'one expired the day before the deadline meets nothing',
      fscOrPefc,
      [
        { kind: 'FSC', validUntil: '2027-03-14' },
        { kind: 'ISO 12647', validUntil: deadline },
      ],
      [['FSC', 'PEFC']],
    ],
    [
      'an expired kind is met by the other, valid one',
      fscOrPefc,
      [
        { kind: 'FSC', validUntil: '2027-03-14' },
        { kind: 'PEFC', validUntil: deadline },
        { kind: 'ISO 12647', validUntil: deadline },
      ],
      [],
    ],
    ['none held: every group, in the order required', fscOrPefc, [], fscOrPefc],
    ['a kind of no group meets nothing', [['FSC']], [{ kind: 'EU Ecolabel', validUntil: '2099-01-01' }], [['FSC']]],
  ])('%s', (_, groups, held, lacking) => {
    expect(lackingGroups(groups, held, deadline)).toEqual(lacking);
  });
});

describe('readCertificateGroups', () => {
  it.each<[string, CertificateGroups]>([
    ['[]', []],
    ['["FSC"]', [['FSC']]],
    ['["FSC","ISO 12647"]', [['FSC'], ['ISO 12647']]],
    ['[["FSC","PEFC"],["ISO 12647"]]', fscOrPefc],
  ])('reads %s as stored by any version', (stored, groups) => {
    expect(readCertificateGroups(stored)).toEqual(groups);
  });

  it('answers as requiredCertificates only the kinds required alone', () => {
    expect(requirementOf(fscOrPefc)).toEqual({ certificateGroups: fscOrPefc, requiredCertificates: ['ISO 12647'] });
    expect(requirementOf([['FSC', 'PEFC']]).requiredCertificates).toEqual([]);
  });
});

describe('a group as text', () => {
  it.each([
    ['en', 'FSC or PEFC'],
    ['de', 'FSC oder PEFC'],
    ['sk', 'FSC alebo PEFC'],
  ])('in %s: %s', (language, text) => {
    expect(groupText(['FSC', 'PEFC'], language)).toBe(text);
    expect(groupText(['FSC'], language)).toBe('FSC');
  });

  it('as the form and the history write groups', () => {
    expect(groupsText(fscOrPefc)).toBe('FSC / PEFC, ISO 12647');
    expect(groupsText([])).toBe('');
  });
});

describe('CertificateGroupsSchema', () => {
  const issues = (value: unknown) =>
    CertificateGroupsSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
  it.each<[string, unknown, [string, string][]]>([
    ['groups of several kinds', fscOrPefc, []],
    [
      'a kind again in another group',
      [
        ['FSC', 'PEFC'],
        ['ISO 12647', 'pefc'],
      ],
      [['1.1', 'repeated']],
    ],
    ['a kind twice in a group', [['FSC', ' FSC']], [['0.1', 'repeated']]],
    ['an empty group', [['FSC'], []], [['1', 'required']]],
    ['an empty kind', [['']], [['0.0', 'required']]],
  ])('%s', (_, value, expected) => {
    expect(issues(value)).toEqual(expected);
  });
});
