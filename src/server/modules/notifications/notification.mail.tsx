import type { StaffLanguage } from '../../../shared/languages.ts';
import { notificationLine, type NotificationFacts } from '../../../shared/notification-texts.ts';
import { ActionButton, MailLayout, renderHtml, type MailContent } from '../mail/index.ts';
import { notificationMailTexts } from './notification.texts.ts';

export type MailedEvent = NotificationFacts & { taskName: string; link: string };

const note = { color: '#52606d', fontSize: 13 } as const;

/** One event, at once, with the link to the task's section it concerns. */
export function instantMail(language: StaffLanguage, e: MailedEvent): MailContent {
  const t = notificationMailTexts[language];
  const subject = `${t.subject[e.kind](e.supplierName)} – ${e.taskName}`;
  const line = notificationLine(language, e);
  const html = renderHtml(
    <MailLayout title={subject}>
      <p>{t.intro(e.taskName)}</p>
      <p>{line}</p>
      <ActionButton href={e.link}>{t.action}</ActionButton>
      <p style={note}>{t.settings}</p>
    </MailLayout>,
  );
  const text = [t.intro(e.taskName), '', line, '', `${t.action}: ${e.link}`, '', t.settings].join('\n');
  return { subject, html, text };
}

/** The day's digest: every task's events since the last one, task by task, each line with its link. */
export function digestMail(language: StaffLanguage, day: string, events: MailedEvent[]): MailContent {
  const t = notificationMailTexts[language];
  const tasks = new Map<string, MailedEvent[]>();
  for (const e of events) tasks.set(e.taskName, [...(tasks.get(e.taskName) ?? []), e]);
  const subject = t.digestSubject(day, events.length, tasks.size);
  const html = renderHtml(
    <MailLayout title={subject}>
      <p>{t.digestIntro}</p>
      {[...tasks].map(([name, list]) => (
        <div key={name}>
          <p style={{ marginBottom: 4, fontWeight: 'bold' }}>{name}</p>
          <ul style={{ marginTop: 0 }}>
            {list.map((e, i) => (
              <li key={i}>
                {notificationLine(language, e)} <a href={e.link}>{t.open}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p style={note}>{t.settings}</p>
    </MailLayout>,
  );
  const text = [
    t.digestIntro,
    '',
    ...[...tasks].flatMap(([name, list]) => [
      name,
      ...list.map((e) => `- ${notificationLine(language, e)} ${e.link}`),
      '',
    ]),
    t.settings,
  ].join('\n');
  return { subject, html, text };
}
