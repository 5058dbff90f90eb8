import { expect } from 'vitest';
import type { App } from '../app.ts';
import { WorkspaceSchema } from '../../shared/schemas/workspace.ts';
import { caughtMail, signUpAndJoin } from './accounts.ts';
import { apiAs } from './api.ts';
import { sentTask } from './offers.ts';
import { read } from './read.ts';

export type Api = ReturnType<typeof apiAs>;

/**
 * A sent task of the owner `buyer` (German) with two offers (Druck 0: 1,500 €, Druck 1: 300 €), an admin
 * `chief` (English) and a member `clerk`; the workspace's approval limit is 1,000 €.
 */
export async function team(app: App) {
  const sent = await sentTask(app, 2);
  const owner = sent.api;
  const join = async (username: string, role: 'admin' | 'member') => {
    const started = Date.now();
    expect((await owner.put('/api/employees', { email: `${username}@example.com`, role })).statusCode).toBe(204);
    await caughtMail(app, `${username}@example.com`, /^Join /, started);
    return apiAs(app, (await signUpAndJoin(app, username)).cookie);
  };
  const chief = await join('chief', 'admin');
  await chief.post('/api/account/settings', { language: 'en', signature: '' });
  const clerk = await join('clerk', 'member');
  await clerk.post('/api/account/settings', { language: 'en', signature: '' });
  await owner.post('/api/account/settings', { language: 'de', signature: 'Anna Einkauf' });
  const limited = await read(owner.post('/api/workspace', { approvalAbove: 1000 }), WorkspaceSchema);
  expect(limited).toMatchObject({ approvalAbove: 1000, company: null });
  expect(await sent.offer(0, [1000, 500])).toMatchObject({ statusCode: 200 });
  expect(await sent.offer(1, [200, 100])).toMatchObject({ statusCode: 200 });
  return { ...sent, owner, chief, clerk };
}

/** The whole-offer accept: an award of every format to one printshop. */
export const accept = (api: Api, taskId: string, supplierId: string) =>
  api.post(`/api/tasks/${taskId}/suppliers/${supplierId}/accept`);
