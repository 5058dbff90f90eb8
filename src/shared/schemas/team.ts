import { z } from 'zod';
import { EmailSchema, PendingInvitationSchema, RoleSchema } from './account.ts';

export const EmployeeSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const TeamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  expiresAt: z.number().int(),
  /** A declined invitation stays in the list until it would have expired, so the inviter sees the answer. */
  status: z.enum(['pending', 'rejected']),
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

export const TeamSchema = z.object({
  members: z.array(EmployeeSchema),
  invitations: z.array(TeamInvitationSchema),
  /** Owners and admins manage the team; members only see it. */
  canManage: z.boolean(),
});
export type Team = z.infer<typeof TeamSchema>;

/** Owners are made by the workspace's creation only; an invitation grants admin or member. */
export const InviteRoleSchema = z.enum(['admin', 'member']);

export const InviteBodySchema = z.object({ email: EmailSchema, role: InviteRoleSchema.default('member') });
export type InviteBody = z.infer<typeof InviteBodySchema>;

export const RoleBodySchema = z.object({ role: RoleSchema });

/** What the invitation link's page may show before sign-in. */
export const TeamInvitationInfoSchema = PendingInvitationSchema.extend({
  status: z.enum(['pending', 'accepted', 'rejected', 'canceled', 'expired']),
});
export type TeamInvitationInfo = z.infer<typeof TeamInvitationInfoSchema>;
