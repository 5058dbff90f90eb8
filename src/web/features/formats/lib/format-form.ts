import type { z } from 'zod';
import { FormatInputSchema } from '../../../../shared/schemas/formats.ts';
import { SpecFormSchema } from '../../../components/spec-editor/spec-form.ts';
import { VersionsFormSchema } from '../../../components/versions-editor/versions-form.ts';

/**
 * A stored format as its dialog holds it: the spec's numbers as typed (spec-form.ts), null without a spec, and
 * its versions' counts as typed (versions-form.ts).
 */
export const FormatFormSchema = FormatInputSchema.extend({
  spec: SpecFormSchema.nullable(),
  versions: VersionsFormSchema,
});
export type FormatFormValues = z.input<typeof FormatFormSchema>;
