import { z } from 'zod';
import { ScoringWeightsSchema } from './scoring.ts';
import { issue } from '../validation.ts';
import { CurrencySchema } from './currencies.ts';
import { PositiveAmountSchema } from './tasks.ts';
import { commercialFields } from './companies.ts';
import { CountrySchema } from './contact.ts';

const text = (max: number) => z.string().trim().max(max, issue('tooLong', { max }));

/**
 * The company a workspace buys for (docs/product.md, Buying company): what the order PDF's letterhead, the
 * printshop's page and every mail to a printshop name as the buyer.
 */
export const BuyingCompanyInputSchema = z.object({
  name: text(200).min(1, issue('required')),
  address: text(1000).min(1, issue('required')),
  vatNumber: text(50).default(''),
  phone: text(50).default(''),
  invoiceAddress: commercialFields.invoiceAddress.default(''),
  paymentTerms: commercialFields.paymentTerms.default(''),
  orderNumberPrefix: commercialFields.orderNumberPrefix.default('PO-'),
  country: CountrySchema.default(''),
});
export type BuyingCompanyInput = z.infer<typeof BuyingCompanyInputSchema>;

/** What a printshop's page and every mail name of the buyer: its letterhead. */
export const LetterheadSchema = z.object({
  name: z.string(),
  address: z.string(),
  vatNumber: z.string(),
  phone: z.string(),
});
export type Letterhead = z.infer<typeof LetterheadSchema>;

export const BuyingCompanySchema = LetterheadSchema.extend({
  /** Where the invoice goes; '' : the address. */
  invoiceAddress: z.string(),
  paymentTerms: z.string(),
  orderNumberPrefix: z.string(),
  /** ISO 3166 alpha-2; '' : the VAT number's prefix tells it (src/shared/tax.ts). */
  country: z.string(),
});
export type BuyingCompany = z.infer<typeof BuyingCompanySchema>;

/** `GET /api/workspace`: the workspace and its buying company (null until an owner or admin set it). */
export const WorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: BuyingCompanySchema.nullable(),
  /** Raised by every change of the company; 0 before the first. Send it back with an update (409 RECORD_CHANGED). */
  version: z.number().int(),
  /** Whether the signed-in member may change the company (owners and admins). */
  canManage: z.boolean(),
  /**
   * In the workspace currency: a member's award whose total is above it waits for an owner's or admin's approval
   * (docs/product.md#budget-and-approval); null: never.
   */
  approvalAbove: z.number().nullable(),
  /**
   * The currency the workspace keeps its books in (docs/product.md#currencies): a new task's, and so its budget's,
   * rates' and comparison's. EUR until an owner or admin changes it; a task keeps the one it was made with.
   */
  currency: CurrencySchema,
  /** The scoring weights a new task starts with (docs/product.md#scoring): the price alone until set. */
  scoringDefaults: z.object({ price: z.number(), leadTime: z.number(), quality: z.number(), certificates: z.number() }),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

/**
 * `POST /api/workspace`: the company fields to change (the others stay; the first save names the name and the
 * address), and the version it was read at (optional, as for the other records; 0: read before any company was
 * set); and/or the approval limit in the workspace currency (null: none), and/or the workspace currency.
 */
export const WorkspaceUpdateSchema = z.object({
  name: BuyingCompanyInputSchema.shape.name.optional(),
  address: BuyingCompanyInputSchema.shape.address.optional(),
  vatNumber: text(50).optional(),
  phone: text(50).optional(),
  invoiceAddress: commercialFields.invoiceAddress.optional(),
  paymentTerms: commercialFields.paymentTerms.optional(),
  orderNumberPrefix: commercialFields.orderNumberPrefix.optional(),
  country: CountrySchema.optional(),
  version: z.number().int().min(0).max(2_147_483_647).optional(),
  approvalAbove: PositiveAmountSchema.nullable().optional(),
  currency: CurrencySchema.optional(),
  scoringDefaults: ScoringWeightsSchema.optional(),
});

/** The buying company's fields, as an update may name them. */
export const COMPANY_FIELDS = [
  'name',
  'address',
  'vatNumber',
  'phone',
  'invoiceAddress',
  'paymentTerms',
  'orderNumberPrefix',
  'country',
] as const;

/** Whether an update changes the company: it names one of its fields. */
export const setsCompany = (v: Record<string, unknown>) => COMPANY_FIELDS.some((f) => v[f] !== undefined);
export type WorkspaceUpdate = z.infer<typeof WorkspaceUpdateSchema>;
