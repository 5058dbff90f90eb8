import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages.ts';
import { flyer } from '../../test/tasks.ts';
import { invitationMail } from './invitation.mail.tsx';

const task = { name: 'Mailing Q1', note: '', address: 'Lieferweg 1', lettershop: 'Nord', lang: 'de' as const };
const supplier = (language: Language) => ({ name: 'Druck', contactPerson: '', language });

// Each printshop reads one number and date format in its mails: its own language's.
describe('invitation mail', () => {
  it.each([
    ['en', '01/03/2027', '15/02/2027', '12,500', '5,000 / 25,000', 'Documents'],
    ['de', '01.03.2027', '15.02.2027', '12.500', '5.000 / 25.000', 'Unterlagen'],
    ['sk', '1. 3. 2027', '15. 2. 2027', '12\u00a0500', '5\u00a0000 / 25\u00a0000', 'Podklady'],
  ] as const)(
    'show dates and quantities of an invitation in %s as %s',
    (language, delivery, deadline, count, counts, documents) => {
      const mail = invitationMail({
        task: { ...task, deliveryDate: '2027-03-01', deadlineDate: '2027-02-15' },
        formats: [
          {
            ...flyer,
            id: 'f1',
            formatId: null,
            revision: 1,
            count: 12_500,
            counts: [5000, 25_000],
            runOn: false,
            spec: null,
            versions: [],
            versionChangePrice: false,
          },
        ],
        documents: [{ name: 'Motiv <A>.pdf' }],
        supplier: supplier(language),
        signature: '',
        link: 'https://example.test/o/1',
        pixel: null,
      });
      for (const text of [mail.text, mail.html]) {
        expect(text).toContain(delivery);
        expect(text).toContain(deadline);
        expect(text).toContain(count);
        expect(text).toContain(counts);
        expect(text).toContain(documents);
      }
      // A document's name is text, never markup.
      expect(mail.text).toContain('  - Motiv <A>.pdf');
      expect(mail.html).toContain('Motiv &lt;A&gt;.pdf');
    },
  );
});
