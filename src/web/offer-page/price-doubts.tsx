import type { Doubt } from './doubts.ts';
import type { Texts } from './texts.ts';

export const priceDoubtsId = 'price-doubts';

type Props = { doubts: Doubt[]; t: Texts; onCheck: () => void; onSend: () => void };

/**
 * Before sending prices that are probably mistyped: which, with the figures compared, and the choice to go back
 * to them (the first's field takes focus) or to send as they are. Shown in the form, above the send button.
 */
export function PriceDoubts({ doubts, t, onCheck, onSend }: Props) {
  return (
    <div
      id={priceDoubtsId}
      className="notice notice-warning doubts"
      role="alert"
      aria-labelledby={`${priceDoubtsId}-title`}
      tabIndex={-1}
    >
      <p id={`${priceDoubtsId}-title`}>
        <strong>{t.doubts.title}</strong>
      </p>
      <ul className="doubt-list">
        {doubts.map((d) => (
          <li key={d.text}>{d.text}</li>
        ))}
      </ul>
      <div className="doubt-actions">
        <button type="button" className="button" onClick={onCheck}>
          {t.doubts.check}
        </button>
        <button type="button" className="button button-secondary" onClick={onSend}>
          {t.doubts.send}
        </button>
      </div>
    </div>
  );
}
