import type { Task, TaskFormat } from '../../shared/schemas/tasks.ts';

const texts = { weight: '', personalisation: '', description: '' };

/** A format of a test task: a flyer of 5,000 unless said otherwise. */
export const testFormat = (fields: Partial<TaskFormat> = {}): TaskFormat => ({
  ...{ id: 'tf1', formatId: null, title: 'Flyer A5', count: 5000, counts: [], runOn: false, revision: 1 },
  ...{ format: 'DIN A5', color: '4/4', perforation: '', fold: '', en: texts, de: texts, sk: texts, spec: null },
  ...{ versions: [], versionChangePrice: false },
  ...fields,
});

/** A task as GET /api/tasks/{id} answers it: pending, in German, version 1, unless said otherwise. */
export const testTask = (fields: Partial<Task> = {}): Task => ({
  ...{ id: 't1', name: 'Sommerkatalog', note: 'Bitte mit Lieferung', address: 'Lieferweg 1, Berlin' },
  ...{ lettershop: 'Lettershop Nord', deliveryDate: null, deadlineDate: null, awardDate: null, lang: 'de' },
  ...{ sealed: false, opening: null, formats: [], state: 0, supplierId: null, missing: [], testMailSentAt: null },
  ...{ createdAt: 0, version: 1, updatedAt: 0, changedBy: null, revisions: [], cancelledAt: null },
  ...{ cancelMessage: null, remindDays: null, unopenedDays: null, companyId: null, budget: null, supplierTasks: [] },
  ...{ certificateGroups: [], requiredCertificates: [], auction: null },
  ...{ currency: 'EUR', currencies: ['EUR'], rates: {} },
  poNumber: '',
  deliveries: [],
  scoring: { price: 100, leadTime: 0, quality: 0, certificates: 0 },
  rounds: [],
  ...fields,
});
