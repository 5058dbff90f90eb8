import type { PubOffer } from '../../shared/schemas/offers.ts';
import { isFormatKey, type Values } from './offer-fields.ts';
import type { OfferLink } from './offer-link.ts';

/**
 * Prices and terms typed but not sent, kept in this browser per link (docs/product.md#offer-page): a phone
 * between jobs reloads, or the tab is closed, and nothing typed is lost. Written while the form differs from the
 * offer sent, removed once it is sent. Each draft says what it was typed against (the offer sent then, the
 * formats' revisions), so that it never overwrites a newer offer or a format changed since.
 */
type Draft = {
  /** When the offer the prices were typed over was sent (null: none yet). */
  submittedAt: number | null;
  /** Each format's revision then. */
  revisions: Record<string, number>;
  values: Values;
  /** The formats whose alternative was open. */
  alternatives: string[];
};

/** What the page opens with, and what it says about it. */
export type Start = {
  values: Values;
  alternatives: ReadonlySet<string>;
  notice: DraftNotice | null;
};

export type DraftNotice =
  /** Restored; `notFor`: the formats whose typed prices were left out, as the buyer changed them since. */
  | { kind: 'restored'; notFor: string[] }
  /** Not restored: the offer was sent since the prices were typed (another tab, another device). */
  | { kind: 'dropped' };

const keyOf = (link: OfferLink) => `printtender.offer-draft.${link.taskId}.${link.supplierId}`;

const isDraft = (v: unknown): v is Draft =>
  typeof v === 'object' &&
  v !== null &&
  'values' in v &&
  typeof v.values === 'object' &&
  'revisions' in v &&
  typeof v.revisions === 'object' &&
  'alternatives' in v &&
  Array.isArray(v.alternatives) &&
  'submittedAt' in v;

// Storage may be off (private modes, a full quota, a blocked site): then the page works as before, without drafts.
export function readDraft(link: OfferLink): Draft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(link)) ?? 'null');
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps a draft (`draftText`'s), or removes it (null). */
export function writeDraft(link: OfferLink, text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(keyOf(link));
    else localStorage.setItem(keyOf(link), text);
  } catch {
    // See readDraft.
  }
}

/** The draft of what the form holds now, as stored. */
export const draftText = (offer: PubOffer, values: Values, alternatives: ReadonlySet<string>): string =>
  JSON.stringify({
    submittedAt: offer.supplierTask.submittedAt,
    revisions: Object.fromEntries(offer.task.formats.map((f) => [f.id, f.revision])),
    values,
    alternatives: [...alternatives],
  } satisfies Draft);

/**
 * The form the page opens with: the offer as sent (`sent`), with a draft of this link over it when there is one
 * that was typed over this same offer. A format changed since the draft keeps what was sent: its typed prices
 * were for the old quantity or spec. Nothing is restored into a closed request or a preview.
 */
export function restoreDraft(
  offer: PubOffer,
  draft: Draft | null,
  sent: { values: Values; alternatives: ReadonlySet<string> },
): Start {
  const none = { ...sent, notice: null };
  if (!draft || !offer.task.open || offer.preview) return none;
  if (draft.submittedAt !== offer.supplierTask.submittedAt) return { ...sent, notice: { kind: 'dropped' } };
  const formats = offer.task.formats;
  const ownerOf = (key: string) => formats.find((f) => isFormatKey(key, f.id));
  const same = (id: string) => draft.revisions[id] === formats.find((f) => f.id === id)?.revision;
  const values = { ...sent.values };
  const notFor = new Set<string>();
  for (const [key, value] of Object.entries(draft.values)) {
    const owner = ownerOf(key);
    if (owner ? same(owner.id) : key.startsWith('terms.')) values[key] = value;
    else if (owner && value.trim() !== (sent.values[key] ?? '').trim()) notFor.add(owner.title);
  }
  const alternatives = new Set(
    formats
      .filter((f) => (same(f.id) ? draft.alternatives.includes(f.id) : sent.alternatives.has(f.id)))
      .map((f) => f.id),
  );
  const restored =
    !sameValues(values, sent.values) ||
    alternatives.size !== sent.alternatives.size ||
    [...alternatives].some((id) => !sent.alternatives.has(id));
  return restored ? { values, alternatives, notice: { kind: 'restored', notFor: [...notFor] } } : none;
}

/** Two forms' values alike, a missing field and an empty one the same. */
export const sameValues = (a: Values, b: Values) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? '') === (b[k] ?? ''));
};
