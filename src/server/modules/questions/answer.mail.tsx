import type { Language } from '../../../shared/languages.ts';
import {
  ActionButton,
  MailLayout,
  plainText,
  renderHtml,
  Signature,
  type MailContent,
  greeting,
} from '../mail/index.ts';
import { answerTexts } from './answer.texts.ts';

export type AnswerData = {
  task: { name: string };
  question: string;
  answer: string;
  /** To every invited printshop; else to the asker alone. */
  published: boolean;
  supplier: { name: string; contactPerson: string; language: Language };
  signature: string;
  link: string;
  /** The buying company: it heads the mail. */
  buyer?: string;
};

const label = { marginBottom: 4, fontWeight: 'bold' } as const;
const quote = { marginTop: 0, borderLeft: '3px solid #9aa5b1', paddingLeft: 10, whiteSpace: 'pre-line' } as const;

/** The buyer's answer to a printshop's question, with the question and the printshop's own link. */
export function answerMail(d: AnswerData): MailContent {
  const t = answerTexts[d.supplier.language];
  const kind = d.published ? 'published' : 'own';
  const subject = t.subject[kind](d.task.name);
  const hello = greeting(d.supplier.language, d.supplier);
  const intro = t.intro[kind](d.task.name);
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{hello}</p>
      <p>{intro}</p>
      <p style={label}>{t.question}</p>
      <p style={quote}>{d.question}</p>
      <p style={label}>{t.answer}</p>
      <p style={quote}>{d.answer}</p>
      <p>{t.onPage}</p>
      <ActionButton href={d.link}>{t.action}</ActionButton>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = plainText(d.buyer, [
    hello,
    '',
    intro,
    '',
    `${t.question}:`,
    d.question,
    '',
    `${t.answer}:`,
    d.answer,
    '',
    t.onPage,
    '',
    `${t.action}: ${d.link}`,
    '',
    d.signature,
  ]);
  return { subject, html, text };
}
