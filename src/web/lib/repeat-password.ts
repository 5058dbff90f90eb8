import { z } from 'zod';

/**
 * A form schema from a shared body schema plus a "repeat password" field that must equal `key`.
 * The message is an i18n key (validation.passwordsDiffer).
 */
export function withRepeatPassword<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, key: keyof Shape & string) {
  return schema.extend({ repeatPassword: z.string().min(1, 'Field is required') }).refine(
    (values) => {
      const all = values as Record<string, unknown>;
      return all[key] === all.repeatPassword;
    },
    {
      message: 'passwordsDiffer',
      path: ['repeatPassword'],
      // Also while other fields are still wrong, so every message shows at once.
      when: ({ value }) => {
        const values = value as Record<string, unknown> | undefined;
        return typeof values?.[key] === 'string' && typeof values.repeatPassword === 'string';
      },
    },
  );
}
