import { formatDateTime } from '../../shared/dates.ts';
import type { Language } from '../../shared/languages.ts';
import type { PubQuestion } from '../../shared/schemas/questions.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { AskQuestion } from './ask-question.tsx';
import { canAsk } from './talk-state.ts';
import type { OfferLink } from './offer-link.ts';
import type { Texts } from './texts.ts';
import { useAskQuestion } from './use-ask-question.ts';

type Props = { link: OfferLink; offer: PubOffer; t: Texts; update: (next: PubOffer) => void; onSent: () => void };

/**
 * The published questions with their answers, never naming who asked, and the printshop's own (marked so);
 * below them the form to ask, while the request is open. A closed request without questions shows nothing.
 */
export function Questions({ link, offer, t, update, onSent }: Props) {
  const ask = useAskQuestion(link, offer, update, onSent);
  const { questions } = offer;
  const open = canAsk(offer);
  if (!open && !offer.preview && questions.length === 0 && !ask.refusal) return null;
  const language = offer.supplier.language;
  return (
    <section className="card" aria-labelledby="questions-heading">
      <h2 id="questions-heading">{t.questions.title}</h2>
      {questions.length === 0 ? (
        <p className="empty">{t.questions.empty}</p>
      ) : (
        <ul className="questions" aria-labelledby="questions-heading">
          {questions.map((q) => (
            <QuestionItem key={q.id} question={q} language={language} timeZone={offer.timeZone} t={t} />
          ))}
        </ul>
      )}
      {open ? <AskQuestion ask={ask} t={t} /> : null}
      {ask.refusal ? (
        <p className="notice notice-error" role="alert">
          {ask.refusal}
        </p>
      ) : !open && !offer.preview ? (
        <p className="hint">{t.questions.closed}</p>
      ) : null}
    </section>
  );
}

type ItemProps = { question: PubQuestion; language: Language; timeZone: string; t: Texts };

function QuestionItem({ question: q, language, timeZone, t }: ItemProps) {
  const at = (ms: number) => formatDateTime(ms, timeZone, language);
  return (
    <li className="question">
      <p className="question-meta">
        <strong>{t.questions.question}</strong> · {at(q.askedAt)}
        {q.own ? <span className="tag">{t.questions.own}</span> : null}
      </p>
      <p className="question-text">{q.text}</p>
      {q.answer === null ? (
        <p className="unanswered">{t.questions.unanswered}</p>
      ) : (
        <div className="answer">
          <p className="question-meta">
            <strong>{t.questions.answer}</strong>
            {q.answeredAt === null ? null : ` · ${at(q.answeredAt)}`}
            {q.published ? null : <span className="tag tag-private">{t.questions.private}</span>}
          </p>
          <p className="question-text">{q.answer}</p>
        </div>
      )}
    </li>
  );
}
