import type { Currency } from '../../../shared/currencies.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import { inRound } from '../../../shared/task-state.ts';
import type { SupplierTaskRecord } from '../invitations/index.ts';
import type { CachedTask } from './task-cache.ts';

type RoundFields = Pick<PubOffer, 'round' | 'roundClosed' | 'roundClosedOn'>;

/**
 * The final round a printshop is in, with the buyer's message to it (as its mail carries it) and its earlier
 * offer; or, for one left out, the round that closed without it and the day it closed, in the workspace's time
 * zone (docs/product.md#rounds).
 */
export function roundOf(
  invitation: SupplierTaskRecord,
  cached: Pick<CachedTask, 'rounds'>,
  fallback: Currency,
  timeZone: string,
): RoundFields {
  if (invitation.taskRound <= 1) return { round: null, roundClosed: null, roundClosedOn: null };
  if (!inRound(invitation)) {
    // Its round closed when the next one opened.
    const next = cached.rounds.find((r) => r.number === invitation.round + 1);
    const closedOn = next ? todayIn(timeZone, new Date(next.createdAt)) : null;
    return { round: null, roundClosed: invitation.round, roundClosedOn: closedOn };
  }
  const earlier = invitation.earlier;
  return {
    round: {
      number: invitation.taskRound,
      deadlineDate: invitation.deadlineDate,
      answer: invitation.roundAnswer,
      message: cached.rounds.find((r) => r.number === invitation.taskRound)?.message ?? '',
      earlier: earlier && {
        formats: earlier.prices.map(({ id, price, count }) => ({ id, price, count })),
        sum: earlier.sum,
        currency: earlier.currency ?? fallback,
      },
    },
    roundClosed: null,
    roundClosedOn: null,
  };
}
