import type { Language } from '../../shared/languages.ts';
import type { DraftNotice as Notice } from './drafts.ts';
import { listOf, type Texts } from './texts.ts';

type Props = { notice: Notice; t: Texts; language: Language; onDiscard: () => void };

/** That the page restored prices typed but not sent (and which it left out), or that it did not, and why. */
export function DraftNotice({ notice, t, language, onDiscard }: Props) {
  if (notice.kind === 'dropped') return <p className="notice notice-info">{t.draft.dropped}</p>;
  return (
    <div className="notice notice-info draft-notice">
      <p>{t.draft.restored}</p>
      {notice.notFor.length ? (
        <p className="rank-note">{t.draft.notFor(listOf(notice.notFor, language), notice.notFor.length)}</p>
      ) : null}
      <button type="button" className="link-button" onClick={onDiscard}>
        {t.draft.discard}
      </button>
    </div>
  );
}
