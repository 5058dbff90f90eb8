import { todayIn } from '../../shared/dates.ts';
import type { z } from 'zod';
import type { TaskInputSchema } from '../../shared/schemas/tasks.ts';

/** A day `days` from today in the test config's time zone (Europe/Berlin), YYYY-MM-DD. */
export const inDays = (days: number) => {
  const today = todayIn('Europe/Berlin');
  return new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
};

const texts = (lang: string) => ({
  weight: `135 g (${lang})`,
  personalisation: `none (${lang})`,
  description: `Glossy flyer (${lang})`,
});

export const flyer = {
  title: 'Flyer A5',
  format: 'A5',
  color: '4/4',
  perforation: '',
  fold: '',
  en: texts('en'),
  de: texts('de'),
  sk: texts('sk'),
  count: 5000,
};

const none = { weight: '', personalisation: '', description: '' };

/** A flyer whose texts the buyer wrote in German only (docs/product.md#languages). */
export const germanOnlyFlyer = {
  ...flyer,
  en: none,
  de: { weight: '135 g Bilderdruck', personalisation: '', description: 'Glänzender Flyer, beidseitig' },
  sk: none,
};

/** A task that is complete: state 5 once created. */
export function completeTask(change: Partial<z.input<typeof TaskInputSchema>> = {}) {
  return {
    name: 'Mailing Q1',
    note: 'Please quote incl. delivery',
    address: 'Lieferweg 1\n10115 Berlin',
    lettershop: 'Lettershop Nord',
    deliveryDate: inDays(30),
    deadlineDate: inDays(10),
    lang: 'de',
    formats: [flyer, { ...flyer, title: 'Brief DIN lang', count: 2000 }],
    ...change,
  };
}
