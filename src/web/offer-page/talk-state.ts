import type { PubOffer } from '../../shared/schemas/offers.ts';

/**
 * What the page offers about declining: nothing (a preview, a closed request, an offer already made), the
 * action, or the decline made, with whether an offer can still undo it (until the deadline).
 */
export type DeclineState =
  { kind: 'none' } | { kind: 'available' } | { kind: 'declined'; reason: string; at: number; undoable: boolean };

export function declineState(offer: PubOffer): DeclineState {
  if (offer.preview) return { kind: 'none' };
  const { declined, sum } = offer.supplierTask;
  const open = offer.task.open;
  if (declined) return { kind: 'declined', reason: declined.reason, at: declined.at, undoable: open };
  // The server refuses a decline once an offer is made: the offer stands until the deadline.
  if (!open || sum !== null) return { kind: 'none' };
  return { kind: 'available' };
}

/** Questions are asked on a printshop's own page while the request takes offers; a preview only shows them. */
export const canAsk = (offer: PubOffer): boolean => offer.task.open && !offer.preview;
