import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { MAX_CERTIFICATE_KIND, MAX_CERTIFICATE_NUMBER, MAX_CERTIFICATES, sameKind } from '../certificates.ts';
import { issue } from '../validation.ts';

/** A certificate's kind: one of CERTIFICATE_KINDS or free text, trimmed. */
export const CertificateKindSchema = z
  .string()
  .trim()
  .min(1, issue('required'))
  .max(MAX_CERTIFICATE_KIND, issue('tooLong', { max: MAX_CERTIFICATE_KIND }));

/** A certificate a printshop holds: its kind, number and the last day it is valid (docs/product.md#certificates). */
export const CertificateSchema = z.object({
  kind: CertificateKindSchema,
  number: z
    .string()
    .trim()
    .max(MAX_CERTIFICATE_NUMBER, issue('tooLong', { max: MAX_CERTIFICATE_NUMBER }))
    .default(''),
  /** YYYY-MM-DD, a real day (tasks.ts's IsoDateSchema, not imported: tasks.ts imports this file). */
  validUntil: z.string().refine((v) => isIsoDate(v), issue('isoDate')),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const CertificatesSchema = z
  .array(CertificateSchema)
  .max(MAX_CERTIFICATES, issue('tooMany', { max: MAX_CERTIFICATES }));

/** The kinds a task requires, each once. */
export const RequiredCertificatesSchema = z
  .array(CertificateKindSchema)
  .max(MAX_CERTIFICATES, issue('tooMany', { max: MAX_CERTIFICATES }))
  .superRefine((kinds, ctx) => {
    kinds.forEach((kind, i) => {
      if (kinds.findIndex((k) => sameKind(k, kind)) < i) {
        ctx.addIssue({ code: 'custom', path: [i], message: issue('repeated') });
      }
    });
  });

/**
 * What a task requires: groups of kinds, each met by one valid certificate of any of its kinds
 * (docs/product.md#certificates); each group 1..n kinds, a kind once in the whole list.
 */
export const CertificateGroupsSchema = z
  .array(
    z
      .array(CertificateKindSchema)
      .min(1, issue('required'))
      .max(MAX_CERTIFICATES, issue('tooMany', { max: MAX_CERTIFICATES })),
  )
  .max(MAX_CERTIFICATES, issue('tooMany', { max: MAX_CERTIFICATES }))
  .superRefine((groups, ctx) => {
    const seen: string[] = [];
    groups.forEach((group, i) =>
      group.forEach((kind, j) => {
        if (seen.some((k) => sameKind(k, kind)))
          ctx.addIssue({ code: 'custom', path: [i, j], message: issue('repeated') });
        seen.push(kind);
      }),
    );
  });
