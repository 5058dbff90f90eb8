import { z } from 'zod';
import { LanguageSchema } from '../languages.ts';

const trimmed = () => z.string().trim();

export const UsernameSchema = trimmed()
  .min(3, 'Username must have at least 3 characters')
  .max(30, 'Username must have at most 30 characters')
  .regex(/^[a-zA-Z0-9_.-]+$/, 'Username may contain letters, digits, dot, dash and underscore only');

export const EmailSchema = trimmed().toLowerCase().pipe(z.email('E-mail must be valid').max(254, 'E-mail is too long'));

export const PasswordSchema = z
  .string()
  .min(8, 'Password must have at least 8 characters')
  .max(128, 'Password must have at most 128 characters');

/** A username or an e-mail address: what a person types to name their account. */
export const LoginNameSchema = trimmed().min(1, 'Field is required').max(254, 'Field is too long');

export const OtpSchema = trimmed().regex(/^\d{6}$/, 'The code has 6 digits');

export const RegisterBodySchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  language: LanguageSchema.default('en'),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const ActivateBodySchema = z.object({ login: LoginNameSchema, code: OtpSchema });
export type ActivateBody = z.infer<typeof ActivateBodySchema>;

export const LoginOnlyBodySchema = z.object({ login: LoginNameSchema });
export type LoginOnlyBody = z.infer<typeof LoginOnlyBodySchema>;

export const LoginBodySchema = z.object({
  login: LoginNameSchema,
  password: z.string().min(1, 'Field is required').max(128, 'Password must have at most 128 characters'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const ResetPasswordBodySchema = z.object({ login: LoginNameSchema, code: OtpSchema, password: PasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Field is required').max(128),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const SettingsSchema = z.object({
  language: LanguageSchema,
  signature: z.string().max(2000, 'Signature must have at most 2000 characters'),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const RoleSchema = z.enum(['owner', 'admin', 'member']);
export type Role = z.infer<typeof RoleSchema>;

export const MeSchema = z.object({
  user: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    language: LanguageSchema,
    signature: z.string(),
  }),
  workspace: z.object({ id: z.string(), name: z.string(), role: RoleSchema }),
});
export type Me = z.infer<typeof MeSchema>;

/** Answer of every account action that has nothing else to say: a sentence and a code for i18n. */
export const NoticeSchema = z.object({ message: z.string(), code: z.string() });
export type Notice = z.infer<typeof NoticeSchema>;
