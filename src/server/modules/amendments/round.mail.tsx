import { unbrokenDate } from '../../../shared/dates.ts';
import {
  greeting,
  ActionButton,
  MailLayout,
  Signature,
  plainText,
  renderHtml,
  type MailContent,
} from '../mail/index.ts';
import { quote, type AmendmentData } from './amendment.mail.tsx';
import { roundTexts } from './round.texts.ts';

/** As an amendment's mail, with the round's deadline (YYYY-MM-DD). */
export type RoundMailData = Pick<AmendmentData, 'message' | 'supplier' | 'signature' | 'link' | 'buyer'> & {
  task: { name: string };
  deadlineDate: string;
};

/** A printshop chosen for the final round: its offer stands unless it improves it, by the round's deadline. */
export function finalRoundMail(d: RoundMailData): MailContent {
  const lang = d.supplier.language;
  const t = roundTexts[lang];
  const subject = t.subject(d.task.name);
  const intro = t.intro(d.task.name, unbrokenDate(d.deadlineDate, lang));
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{greeting(lang, d.supplier)}</p>
      <p>{intro}</p>
      <p>{t.stands}</p>
      {d.message && (
        <>
          <p style={{ marginBottom: 4, fontWeight: 'bold' }}>{t.message}</p>
          <p style={quote}>{d.message}</p>
        </>
      )}
      <ActionButton href={d.link}>{t.action}</ActionButton>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = plainText(d.buyer, [
    greeting(lang, d.supplier),
    '',
    intro,
    '',
    t.stands,
    '',
    ...(d.message ? [`${t.message}:`, d.message, ''] : []),
    `${t.action}: ${d.link}`,
    '',
    d.signature,
  ]);
  return { subject, html, text };
}

/** A printshop the final round leaves out: the offers are closed for it, its offer stays on record. */
export function notInRoundMail(
  d: Omit<RoundMailData, 'link' | 'message' | 'deadlineDate'> & { offered: boolean },
): MailContent {
  const lang = d.supplier.language;
  const t = roundTexts[lang];
  const after = d.offered ? t.onRecord : t.noMore;
  const subject = t.outSubject(d.task.name);
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{greeting(lang, d.supplier)}</p>
      <p>{t.out(d.task.name)}</p>
      <p>{after}</p>
      <p>{t.thanks}</p>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = plainText(d.buyer, [
    greeting(lang, d.supplier),
    '',
    t.out(d.task.name),
    '',
    after,
    '',
    t.thanks,
    '',
    d.signature,
  ]);
  return { subject, html, text };
}
