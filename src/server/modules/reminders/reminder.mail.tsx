import { toDisplayDate } from '../../../shared/dates.ts';
import type { Language } from '../../../shared/languages.ts';
import { ActionButton, Facts, MailLayout, plainText, renderHtml, Signature, type MailContent } from '../mail/index.ts';
import { greeting, mailTemplate, standIns } from '../mail/index.ts';
import { reminderTexts } from './reminder.texts.ts';

export type ReminderKind = 'reminder' | 'unopened-reminder';

type Task = { name: string; deadlineDate: string | null };
type Supplier = { name: string; contactPerson: string; language: Language };

/**
 * A reminder in one language, rendered once with stand-ins for the greeting and the link: a send to
 * 1,000 printshops renders it per language, not per printshop. Before the deadline ("offers are due on …"),
 * to confirm prices of formats changed since the offer (`confirm`: their titles; rendered per list), or after an
 * invitation not opened ("did you receive our request?").
 */
export function reminderTemplate(
  kind: ReminderKind,
  task: Task,
  language: Language,
  signature: string,
  buyer?: string,
  confirm: string[] = [],
) {
  const t = reminderTexts[language];
  const marks = standIns(['hello', 'link']);
  const { hello, link } = marks;
  const date = task.deadlineDate === null ? '–' : toDisplayDate(task.deadlineDate, language);
  const before = kind === 'reminder';
  const formats = new Intl.ListFormat(language, { type: 'conjunction' }).format(confirm);
  const confirming = before && confirm.length > 0;
  const subject = confirming
    ? t.confirmSubject(task.name, date)
    : before
      ? t.subject(task.name, date)
      : t.unopenedSubject(task.name);
  const lines = confirming
    ? [t.due(task.name, date), t.confirm(formats, confirm.length)]
    : before
      ? [t.due(task.name, date), t.noOffer]
      : [t.unopened(task.name), t.unopenedAsk];
  const html = renderHtml(
    <MailLayout title={subject} brand={buyer}>
      <p>{hello}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Facts rows={[[t.deadline, date]]} />
      <ActionButton href={link}>{t.action}</ActionButton>
      {before && !confirming && <p>{t.decline}</p>}
      <Signature text={signature} />
    </MailLayout>,
  );
  const text = plainText(buyer, [
    hello,
    '',
    ...lines,
    '',
    `${t.deadline}: ${date}`,
    '',
    `${t.action}: ${link}`,
    ...(before && !confirming ? ['', t.decline] : []),
    '',
    signature,
  ]);
  const fill = mailTemplate({ subject, html, text }, marks);
  return (s: Pick<Supplier, 'name' | 'contactPerson'>, href: string): MailContent =>
    fill({ hello: greeting(language, s), link: href });
}
