import type { Texts } from './texts.ts';
import { questionFieldId, type useAskQuestion } from './use-ask-question.ts';

/** The form to ask the buyer: the question, its limit and count, the sending. */
export function AskQuestion({ ask, t }: { ask: ReturnType<typeof useAskQuestion>; t: Texts }) {
  const described = ['question-hint', ask.error ? 'question-error' : null].filter(Boolean).join(' ');
  return (
    <form className="ask" noValidate onSubmit={(e) => void ask.submit(e)}>
      <div className="text-field">
        <label htmlFor={questionFieldId}>{t.questions.label}</label>
        <p id="question-hint" className="field-hint">
          {`${t.questions.hint} ${t.questions.limit(ask.max)}`}
        </p>
        <textarea
          id={questionFieldId}
          rows={4}
          value={ask.text}
          aria-invalid={ask.error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => ask.change(e.target.value)}
        />
        <div className="field-foot">
          <p id="question-error" className="field-error" role="alert">
            {ask.error}
          </p>
          <p className={ask.over ? 'counter counter-over' : 'counter'}>{t.questions.count(ask.count, ask.max)}</p>
        </div>
      </div>
      <button type="submit" className="button" disabled={ask.pending}>
        {ask.pending ? t.sending : t.questions.submit}
      </button>
    </form>
  );
}
