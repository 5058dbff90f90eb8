import { z } from 'zod';
import { StaffLanguageSchema } from './languages.ts';
import { NOTICE_CODES } from '../notices.ts';
import { issue } from '../validation.ts';

const trimmed = () => z.string().trim();

export const UsernameSchema = trimmed()
  .min(3, issue('tooShort', { min: 3 }))
  .max(30, issue('tooLong', { max: 30 }))
  .regex(/^[a-zA-Z0-9_.-]+$/, issue('usernameChars'));

export const EmailSchema = trimmed()
  .toLowerCase()
  .pipe(z.email(issue('email')).max(254, issue('tooLong', { max: 254 })));

export const PasswordSchema = z
  .string()
  .min(8, issue('tooShort', { min: 8 }))
  .max(128, issue('tooLong', { max: 128 }));

/** A username or an e-mail address: what a person types to name their account. */
export const LoginNameSchema = trimmed()
  .min(1, issue('required'))
  .max(254, issue('tooLong', { max: 254 }));

export const OtpSchema = trimmed().regex(/^\d{6}$/, issue('codeDigits'));

export const RegisterBodySchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  language: StaffLanguageSchema.default('en'),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The password typed at sign-in: any the account may have, so no rules beyond a bound. */
const TypedPasswordSchema = z
  .string()
  .min(1, issue('required'))
  .max(128, issue('tooLong', { max: 128 }));

/**
 * The code proves the mailbox, the password chosen at registration that the registrant activates;
 * `signIn`: the activation mail's link also opens a session.
 */
export const ActivateBodySchema = z.object({
  login: LoginNameSchema,
  code: OtpSchema,
  password: TypedPasswordSchema,
  signIn: z.boolean().optional(),
});
export type ActivateBody = z.infer<typeof ActivateBodySchema>;

export const LoginOnlyBodySchema = z.object({ login: LoginNameSchema });

export const LoginBodySchema = z.object({ login: LoginNameSchema, password: TypedPasswordSchema });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const ResetPasswordBodySchema = z.object({ login: LoginNameSchema, code: OtpSchema, password: PasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: TypedPasswordSchema,
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const SettingsSchema = z.object({
  language: StaffLanguageSchema,
  signature: z.string().max(2000, issue('tooLong', { max: 2000 })),
  /** The name the orders are signed with (the username while empty), and the title below it; kept when left out. */
  fullName: z
    .string()
    .trim()
    .max(200, issue('tooLong', { max: 200 }))
    .optional(),
  title: z
    .string()
    .trim()
    .max(200, issue('tooLong', { max: 200 }))
    .optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const RoleSchema = z.enum(['owner', 'admin', 'member']);
export type Role = z.infer<typeof RoleSchema>;

export const MeSchema = z.object({
  user: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    language: StaffLanguageSchema,
    signature: z.string(),
    /** '' until set in Settings: the username signs then. */
    fullName: z.string().default(''),
    title: z.string().default(''),
  }),
  workspace: z.object({
    id: z.string(),
    name: z.string(),
    role: RoleSchema,
    /** The workspace's time zone (`TIME_ZONE`): every day shown or compared is counted there, on both sides. */
    timeZone: z.string(),
    /** The buying company's name once an owner or admin saved it (the header shows it), else null. */
    company: z.string().nullable().default(null),
  }),
});
export type Me = z.infer<typeof MeSchema>;

/**
 * A team invitation a signed-in user without a workspace is asked about ("Join workspace X?") before anything
 * else: nobody joins a workspace without saying yes (docs/product.md#accounts-and-workspaces).
 */
export const PendingInvitationSchema = z.object({
  id: z.string(),
  workspace: z.string(),
  email: z.string(),
  inviter: z.string(),
  role: RoleSchema,
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

/**
 * GET /api/account/session: who is signed in, or null — an answer, not an error, since every page asks. A user
 * signed in without a workspace gets `me: null` and the invitation to answer first.
 */
export const SessionSchema = z.object({ me: MeSchema.nullable(), invitation: PendingInvitationSchema.optional() });

/** Answer of every action that has nothing else to say: a code for i18n and its sentence (notices.ts). */
export const NoticeSchema = z.object({ message: z.string(), code: z.enum(NOTICE_CODES) });
export type Notice = z.infer<typeof NoticeSchema>;

/** Sign-in's answer (and activation's that signs in): the notice, and the invitation to answer first, if any. */
export const SignInAnswerSchema = NoticeSchema.extend({ invitation: PendingInvitationSchema.optional() });
