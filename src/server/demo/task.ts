import { addDays, addWorkingDays } from '../../shared/dates.ts';
import type { Question } from '../../shared/schemas/questions.ts';
import type { Task } from '../../shared/schemas/tasks.ts';
import type { MailLog } from '../../shared/schemas/invitations.ts';
import type { App } from '../app.ts';
import { workingDaysBefore, type DemoClock } from './clock.ts';
import { supplierClient, type Supplier, type Staff } from './client.ts';
import { formData, type DemoFile } from './documents.ts';
import { formatByKey } from './formats.data.ts';
import { offerBody, type OfferOptions } from './offer-body.ts';
import { supplierByKey } from './suppliers.data.ts';
import type { TaskSpec } from './tasks.data.ts';

/** The workspace the story plays in: the app, its clock, two staff members, the stored records by key. */
export type Demo = {
  app: App;
  clock: DemoClock;
  buyer: Staff;
  colleague: Staff;
  formatIds: Map<string, string>;
  supplierIds: Map<string, string>;
};

/** A moment of a tender's story: its working day (0: the day it was written) and the time of day. */
export type When = [day: number, time: string];

type Award = { format: string; shop: string; count?: number; alternative?: boolean };

/** One tender of the story, played through the staff API and each printshop's signed link. */
export class DemoTask {
  task!: Task;
  private readonly mails = new Map<string, string>();
  private readonly revisions = new Map<string, number>();
  /** Its day 0. */
  private readonly start: string;
  /** Calendar days from its day 0 to today. */
  readonly age: number;

  constructor(
    private readonly demo: Demo,
    readonly spec: TaskSpec & { award?: number },
  ) {
    this.start = workingDaysBefore(demo.clock.today, spec.startedDaysAgo);
    this.age = (Date.parse(demo.clock.today) - Date.parse(this.start)) / 86_400_000;
  }

  private get id() {
    return this.task.id;
  }

  /** Its working day `day` as a calendar date. */
  private day = (day: number) => addWorkingDays(this.start, day);

  /** Its offer deadline has passed: its dates are written `age` days later, so that it can be sent, and are
   * moved back at the end. */
  get ended(): boolean {
    return this.spec.deadline !== null && this.day(this.spec.deadline) < this.demo.clock.today;
  }

  /** A day of the tender as the date to write (see `ended`). */
  date(day: number): string {
    return this.ended ? addDays(this.day(day), this.age) : this.day(day);
  }

  private at<T>([day, time]: When, action: () => Promise<T>, minutes = 0): Promise<T> {
    const { clock } = this.demo;
    return clock.at(clock.instant(this.day(day), time, minutes), action);
  }

  private shopId = (key: string) => this.demo.supplierIds.get(key)!;
  private shop = (key: string): Supplier => supplierClient(this.demo.app, this.id, this.shopId(key));
  private formatId = (key: string) => this.task.formats[this.spec.formats.findIndex((f) => f.key === key)]!.id;

  async create(when: When, by = this.demo.buyer) {
    const { spec } = this;
    const formats = spec.formats.map(({ key, count, counts = [], runOn = false }) => {
      const { key: _, cost: _cost, stored: _stored, ...input } = formatByKey(key);
      return { ...input, count, counts, runOn, formatId: this.demo.formatIds.get(key) ?? null };
    });
    const body = {
      ...{ name: spec.name, note: spec.note, address: spec.address, lettershop: spec.lettershop, lang: 'de' },
      sealed: spec.sealed ?? false,
      deadlineDate: spec.deadline === null ? null : this.date(spec.deadline),
      deliveryDate: this.date(spec.delivery),
      awardDate: spec.award === undefined ? null : this.date(spec.award),
      formats,
    };
    this.task = await this.at(when, () => by.call<Task>('PUT', '/api/tasks', body));
  }

  /** The task as it reads now: each change raises its version, which an update or amendment names. */
  private async reread(by: Staff) {
    this.task = await by.call<Task>('GET', `/api/tasks/${this.id}`);
  }

  /** Changes quantities before sending (a plain update). */
  async update(when: When, counts: Record<string, number>, by = this.demo.buyer) {
    await this.reread(by);
    const { id: _, state: _s, missing: _m, revisions: _r, ...fields } = this.task;
    const formats = this.task.formats.map((f, i) => ({ ...f, count: counts[this.spec.formats[i]!.key] ?? f.count }));
    this.task = await this.at(when, () => by.call<Task>('POST', `/api/tasks/${this.id}`, { ...fields, formats }));
  }

  async upload(when: When, files: DemoFile[], message?: string, by = this.demo.buyer) {
    const form = formData(message ? { message } : {}, files);
    const res = await this.at(when, () => by.send({ method: 'PUT', url: `/api/tasks/${this.id}/files`, ...form }));
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  }

  testMail = (when: When) => this.at(when, () => this.demo.buyer.call('POST', `/api/tasks/${this.id}/suppliers/test`));

  /** Stores a format written into the task as a stored format of the workspace. */
  store = (when: When, key: string) =>
    this.at(when, () => this.demo.buyer.call('POST', `/api/tasks/${this.id}/formats/${this.formatId(key)}/store`));

  reminderSettings = (when: When, remindDays: number | null, unopenedDays: number | null) =>
    this.at(when, () => this.demo.buyer.call('POST', `/api/tasks/${this.id}/reminders`, { remindDays, unopenedDays }));

  /** Invites printshops; the first send makes the task 50, a later one invites one by one. */
  async send(when: When, keys: string[], by = this.demo.buyer) {
    await this.at(when, () =>
      by.call('POST', `/api/tasks/${this.id}/suppliers/mail`, { suppliers: keys.map(this.shopId) }),
    );
    const log = await by.call<MailLog>('GET', `/api/mail/${this.id}`);
    for (const m of log.items) if (m.kind === 'invitation' && m.supplierId) this.mails.set(m.supplierId, m.id);
  }

  /** The printshop's mail program shows the invitation; a few minutes later it opens its page and the documents. */
  async open(when: When, key: string, click = true) {
    const shop = this.shop(key);
    await this.at(when, () => shop.openMail(this.mails.get(this.shopId(key))!));
    if (!click) return;
    await this.at(
      when,
      async () => {
        const page = await shop.page();
        for (const document of page.task.documents) await shop.download(document.url);
      },
      4,
    );
  }

  /** An offer, or a new revision of it, entered on the printshop's page as it reads now. */
  async offer(when: When, key: string, options: OfferOptions = {}) {
    const shop = this.shop(key);
    const revision = (this.revisions.get(key) ?? 0) + 1;
    this.revisions.set(key, revision);
    const keys = this.spec.formats.map((f) => f.key);
    await this.at(when, async () =>
      shop.offer(offerBody(this.spec.name, keys, supplierByKey(key), await shop.page(), revision, options)),
    );
  }

  ask = (when: When, key: string, text: string) => this.at(when, () => this.shop(key).ask(text));

  decline = (when: When, key: string, reason: string) => this.at(when, () => this.shop(key).decline(reason));

  /** Answers the printshop's open question; published, every invited printshop reads it. */
  async answer(when: When, key: string, answer: string, publish: boolean, by = this.demo.buyer) {
    const { items } = await by.call<{ items: Question[] }>('GET', `/api/tasks/${this.id}/questions`);
    const question = items.find((q) => q.supplierId === this.shopId(key) && q.answer === null)!;
    await this.at(when, () => by.call('POST', `/api/tasks/${this.id}/questions/${question.id}`, { answer, publish }));
  }

  /** An amendment after sending: quantities and perhaps the deadline (a day of the tender), with a message. */
  async amend(when: When, message: string, counts: Record<string, number>, deadline?: number) {
    await this.reread(this.demo.buyer);
    const formats = this.task.formats.map((f, i) => ({ ...f, count: counts[this.spec.formats[i]!.key] ?? f.count }));
    const body = {
      version: this.task.version,
      message,
      formats,
      ...(deadline !== undefined && { deadlineDate: this.date(deadline) }),
    };
    this.task = await this.at(when, () => this.demo.buyer.call<Task>('POST', `/api/tasks/${this.id}/amend`, body));
  }

  /** A reminder by hand to every printshop that neither offered nor declined. */
  remind = (when: When) =>
    this.at(when, () => this.demo.buyer.call('POST', `/api/tasks/${this.id}/reminders/send`, { suppliers: [] }));

  accept = (when: When, key: string) =>
    this.at(when, () => this.demo.buyer.call('POST', `/api/tasks/${this.id}/suppliers/${this.shopId(key)}/accept`));

  /** Awards per format: each format to a printshop, perhaps at another quantity or its alternative. */
  award(when: When, awards: Award[]) {
    const body = {
      awards: awards.map((a) => ({
        formatId: this.formatId(a.format),
        supplierId: this.shopId(a.shop),
        ...(a.count !== undefined && { count: a.count }),
        alternative: a.alternative ?? false,
      })),
      notifyOthers: true,
    };
    return this.at(when, () => this.demo.buyer.call('POST', `/api/tasks/${this.id}/award`, body));
  }

  cancel = (when: When, message: string) =>
    this.at(when, () => this.demo.buyer.call('POST', `/api/tasks/${this.id}/cancel`, { message }));
}
