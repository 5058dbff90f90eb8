import { z } from 'zod';
import { issue } from '../../../shared/validation.ts';

/**
 * A form schema from a shared body schema plus a "repeat password" field that must equal `key`.
 */
export function withRepeatPassword<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, key: keyof Shape & string) {
  return schema.extend({ repeatPassword: z.string().min(1, issue('required')) }).refine(
    (values) => {
      const all = values as Record<string, unknown>;
      return all[key] === all.repeatPassword;
    },
    {
      message: issue('passwordsDiffer'),
      path: ['repeatPassword'],
      // Also while other fields are still wrong, so every message shows at once.
      when: ({ value }) => {
        const values = value as Record<string, unknown> | undefined;
        return typeof values?.[key] === 'string' && typeof values.repeatPassword === 'string';
      },
    },
  );
}
