import { z } from 'zod';
import { CurrencySchema } from '../../../../shared/schemas/currencies.ts';

// The auction as GET/POST /api/tasks/{id}/auction answer it (docs/decisions/040): totals are landed totals in
// minor units of the task's currency, printshops ranked by their last total, bids oldest first.
export const AuctionReadSchema = z.object({
  state: z.enum(['scheduled', 'running', 'ended']),
  startsAt: z.string(),
  endsAt: z.string(),
  minutes: z.number().int(),
  decrementPercent: z.number(),
  visibility: z.enum(['rank', 'best']),
  currency: CurrencySchema,
  suppliers: z.array(
    z.object({
      supplierId: z.string(),
      name: z.string(),
      startTotal: z.number().int(),
      lastTotal: z.number().int(),
      rank: z.number().int(),
      bids: z.number().int(),
    }),
  ),
  bids: z.array(z.object({ id: z.string(), supplierId: z.string(), total: z.number().int(), at: z.string() })),
});
export type AuctionRead = z.infer<typeof AuctionReadSchema>;

export type AuctionBody = {
  startsAt: string;
  minutes: number;
  decrementPercent: number;
  visibility: AuctionRead['visibility'];
};
