import { describe, expect, it } from 'vitest';
import {
  copyOfFormat,
  displayDate,
  NewTaskFormSchema,
  TaskFormSchema,
  type TaskFormValues,
} from './task-form-model.ts';

const fields = { name: 'Mailing', note: 'Note', address: 'Lieferweg 1', lettershop: 'Nord', lang: 'de' as const };
const noDates = { deliveryDate: '', deadlineDate: '', awardDate: '' };

describe('task form dates', () => {
  it('shows a date of the API as the interface language writes it', () => {
    expect(displayDate('2027-03-01', 'en')).toBe('01/03/2027');
    expect(displayDate('2027-03-01', 'de')).toBe('01.03.2027');
    expect(displayDate(null, 'en')).toBe('');
  });

  it.each([
    ['01/03/2027', '2027-03-01'],
    ['1.3.2027', '2027-03-01'],
    ['', null],
  ])('takes %j as %j', (typed, iso) => {
    const parsed = NewTaskFormSchema.parse({ ...fields, ...noDates, deadlineDate: typed });
    expect(parsed.deadlineDate).toBe(iso);
  });

  it('refuses a day that does not exist and a date in the API form', () => {
    for (const typed of ['31/02/2027', '2027-03-01']) {
      const result = NewTaskFormSchema.safeParse({ ...fields, ...noDates, deliveryDate: typed });
      expect(result.error?.issues[0]?.message).toBe('date');
    }
  });
});

describe('task form quantities', () => {
  const withCount = (count: string, further: string[] = []): TaskFormValues => ({
    ...fields,
    ...noDates,
    formats: [{ ...copyOfFormat(null), title: 'Flyer', count, counts: further.map((value) => ({ value })) }],
  });

  it('takes a quantity plain or grouped as either language groups it', () => {
    expect(TaskFormSchema.parse(withCount('5,000', ['10.000', '20 000'])).formats[0]).toMatchObject({
      count: 5000,
      counts: [10_000, 20_000],
    });
  });

  it('refuses what is no whole number', () => {
    const result = TaskFormSchema.safeParse(withCount('2,5'));
    expect(result.error?.issues[0]).toMatchObject({ path: ['formats', 0, 'count'], message: 'wholeNumber' });
  });

  it('counts the versions’ sum as the quantity while there are versions, and the typed quantity without', () => {
    const versions = [
      { name: 'Müller', count: '250' },
      { name: 'Weber', count: '1.000' },
    ];
    const format = (count: string, list: typeof versions): TaskFormValues => ({
      ...withCount(count),
      formats: [{ ...withCount(count).formats[0]!, versions: list }],
    });
    expect(TaskFormSchema.parse(format('', versions)).formats[0]).toMatchObject({
      count: 1250,
      versions: [
        { name: 'Müller', count: 250 },
        { name: 'Weber', count: 1000 },
      ],
    });
    expect(TaskFormSchema.parse(format('700', [])).formats[0]).toMatchObject({ count: 700, versions: [] });
    const blank = TaskFormSchema.safeParse(format('', [{ name: '', count: '' }]));
    expect(blank.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['formats.0.versions.0.name', 'formats.0.versions.0.count']),
    );
  });
});
