import {
  groupsText,
  readCertificateGroups,
  sameKind,
  singleKinds,
  type CertificateGroups,
} from '../../../shared/certificates.ts';
import type { TaskInput } from '../../../shared/schemas/tasks.ts';
import { badRequest } from '../../errors.ts';
import type { TaskRow } from './tasks.queries.ts';

/**
 * The certificate groups a task input asks for, as the task row stores them (JSON, docs/product.md#certificates):
 * `certificateGroups`, or `requiredCertificates` as groups of one; neither: `current`, as stored (a new task:
 * none). Both are 400, naming `certificateGroups`, unless `requiredCertificates` is what a read of those groups
 * answers (a task read taken back, GET, change, POST). The same groups keep `current` as it is stored (an old
 * list of kinds too), so the history records no change that is none.
 */
export function storedGroups(
  input: Pick<TaskInput, 'certificateGroups' | 'requiredCertificates'>,
  current = '[]',
): string {
  const { certificateGroups, requiredCertificates } = input;
  if (certificateGroups && requiredCertificates && !readBack(certificateGroups, requiredCertificates)) {
    throw badRequest(
      'INVALID',
      'certificateGroups: give certificateGroups or requiredCertificates, not both (requiredCertificates names other kinds)',
      'certificateGroups',
    );
  }
  const groups: CertificateGroups | undefined = certificateGroups ?? requiredCertificates?.map((kind) => [kind]);
  const next = groups && JSON.stringify(groups);
  return next === undefined || next === JSON.stringify(readCertificateGroups(current)) ? current : next;
}

/** The groups a task row stores as the history shows them: "FSC / PEFC, ISO 12647" ('' for none). */
export const groupsRecorded = (row: Pick<TaskRow, 'requiredCertificates'>): string =>
  groupsText(readCertificateGroups(row.requiredCertificates));

/** Whether `kinds` is what a task read answers as `requiredCertificates` for `groups`: the kinds required alone. */
function readBack(groups: CertificateGroups, kinds: string[]) {
  const alone = singleKinds(groups);
  return alone.length === kinds.length && alone.every((kind, i) => sameKind(kind, kinds[i]!));
}
