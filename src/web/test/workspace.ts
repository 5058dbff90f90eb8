import type { Workspace } from '../../shared/schemas/workspace.ts';

/** A workspace as GET /api/workspace answers it: no buying company yet, read by its owner, unless said otherwise. */
export const testWorkspace = (fields: Partial<Workspace> = {}): Workspace => ({
  id: 'w1',
  name: 'anna',
  company: null,
  version: 0,
  canManage: true,
  approvalAbove: null,
  currency: 'EUR',
  scoringDefaults: { price: 100, leadTime: 0, quality: 0, certificates: 0 },
  ...fields,
});
