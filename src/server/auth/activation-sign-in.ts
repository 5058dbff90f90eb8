import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Opens a session for a user whose address the activation code has just proven: from the activation mail's
 * link, activating also signs in (docs/product.md#accounts-and-workspaces). Like every endpoint here it is
 * reached only through `auth.api` (the HTTP handler is not mounted), after the account module checked the
 * code and the password.
 */
export const activationSignIn = () =>
  ({
    id: 'activation-sign-in',
    endpoints: {
      signInActivated: createAuthEndpoint(
        '/activation/sign-in',
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user?.emailVerified) throw new APIError('FORBIDDEN', { code: 'EMAIL_NOT_VERIFIED' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, name: user.name, email: user.email } });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
