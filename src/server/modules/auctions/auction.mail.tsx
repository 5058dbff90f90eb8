import { formatDateTime } from '../../../shared/dates.ts';
import type { Currency } from '../../../shared/currencies.ts';
import type { Language } from '../../../shared/languages.ts';
import { formatMoney, numberLocales } from '../../../shared/money.ts';
import {
  ActionButton,
  greeting,
  MailLayout,
  plainText,
  renderHtml,
  Signature,
  type MailContent,
} from '../mail/index.ts';
import { auctionTexts } from './auction.texts.ts';

type Reader = { name: string; contactPerson: string; language: Language };
type Common = { task: { name: string }; supplier: Reader; signature: string; buyer: string };

export type AnnouncedData = Common & {
  startsAt: number;
  minutes: number;
  decrementPercent: number;
  timeZone: string;
  link: string;
};

const percentText = (percent: number, language: Language) =>
  new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 1 }).format(percent);

/** A bidder is told when the auction starts, how long it runs, the decrement and its page's link. */
export function auctionAnnouncedMail(d: AnnouncedData): MailContent {
  const lang = d.supplier.language;
  const t = auctionTexts[lang];
  const subject = t.subject(d.task.name);
  const intro = t.intro(d.task.name, formatDateTime(d.startsAt, d.timeZone, lang), d.minutes);
  const rules = t.rules(percentText(d.decrementPercent, lang));
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{greeting(lang, d.supplier)}</p>
      <p>{intro}</p>
      <p>{rules}</p>
      <p>{t.softClose}</p>
      <ActionButton href={d.link}>{t.action}</ActionButton>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = plainText(d.buyer, [
    greeting(lang, d.supplier),
    '',
    intro,
    '',
    rules,
    t.softClose,
    '',
    `${t.action}: ${d.link}`,
    '',
    d.signature,
  ]);
  return { subject, html, text };
}

export type ResultData = Common & { rank: number; of: number; total: number; currency: Currency };

/** At the end, each bidder's final place and total. */
export function auctionResultMail(d: ResultData): MailContent {
  const lang = d.supplier.language;
  const t = auctionTexts[lang];
  const subject = t.resultSubject(d.task.name);
  const result = t.result(d.task.name, d.rank, d.of, formatMoney(d.total, d.currency, lang));
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{greeting(lang, d.supplier)}</p>
      <p>{result}</p>
      <p>{t.next}</p>
      <p>{t.thanks}</p>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = plainText(d.buyer, [greeting(lang, d.supplier), '', result, '', t.next, '', t.thanks, '', d.signature]);
  return { subject, html, text };
}
