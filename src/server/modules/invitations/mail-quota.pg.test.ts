import { describe, expect, it } from 'vitest';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import type { App } from '../../app.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useInstances } from '../../test/instances.ts';
import { ageWorkspace } from '../../test/mail-quota.ts';
import { read, readError } from '../../test/read.ts';
import { seedSuppliers } from '../../test/suppliers.ts';
import { completeTask } from '../../test/tasks.ts';

// Instances behind a balancer count one workspace's mails in one database (docs/product.md, Mail quotas).
describe('mail quotas shared by the instances on one PostgreSQL', () => {
  const instances = useInstances({ mailQuota: { perHour: 10, testPerDay: 0 } });

  it('two instances inviting at once for one workspace: the quota lets one through, refuses the other', async () => {
    const [a, b] = (await instances.start()) as [App, App];
    const owner = await signUp(a, 'boss');
    await ageWorkspace(a, owner.email);
    const suppliers = await seedSuppliers(a, owner.email, 12);
    const onA = apiAs(a, owner.cookie);
    const onB = apiAs(b, owner.cookie);
    const tasks = [
      await read(onA.put('/api/tasks', completeTask({ name: 'Mailing A' })), TaskSchema),
      await read(onA.put('/api/tasks', completeTask({ name: 'Mailing B' })), TaskSchema),
    ];
    // Six each, on two tasks (two task locks), at once: ten fit in the hour.
    const answers = await Promise.all([
      onA.post(`/api/tasks/${tasks[0]!.id}/suppliers/mail`, { suppliers: suppliers.slice(0, 6) }),
      onB.post(`/api/tasks/${tasks[1]!.id}/suppliers/mail`, { suppliers: suppliers.slice(6) }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(await readError(refused, 429)).toMatchObject({ code: 'MAIL_QUOTA', params: { left: 4, asked: 6 } });
    const invited = await a.deps.db.selectFrom('mails').select('id').where('kind', '=', 'invitation').execute();
    expect(invited).toHaveLength(6);

    // Four more fit, through either instance; then none.
    const later = answers[0]!.statusCode === 200 ? 1 : 0;
    const rest = suppliers.slice(later === 1 ? 6 : 0).slice(0, 4);
    expect((await onA.post(`/api/tasks/${tasks[later]!.id}/suppliers/mail`, { suppliers: rest })).statusCode).toBe(200);
    const last = suppliers.slice(later === 1 ? 6 : 0)[4];
    const full = await onB.post(`/api/tasks/${tasks[later]!.id}/suppliers/mail`, { suppliers: [last] });
    expect(await readError(full, 429)).toMatchObject({ code: 'MAIL_QUOTA', params: { left: 0, limit: 10 } });
  });
});
