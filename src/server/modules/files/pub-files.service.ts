import { PREVIEW_SUPPLIER } from '../../../shared/offer-link.ts';
import { offerRefusal } from '../../../shared/task-state.ts';
import type { Deps } from '../../deps.ts';
import { refused } from '../../errors.ts';
import { isTaskMember } from '../team/index.ts';
import { readFileLink } from './file-link.ts';
import { findTaskFile, isInvited, recordDownload } from './files.queries.ts';
import { bytesOf } from './files.service.ts';

type Link = { taskId: string; supplierId: string; fileId: string };

/** A wrong, expired or foreign link gets the answer an uninvited printshop gets: it tells nothing. */
const notInvited = () => refused(offerRefusal(undefined, '')!);

/**
 * A printshop downloads a document through its signed link (PubFile.url): it must still be invited, and the
 * download is counted for the staff. The staff's preview of the supplier page downloads without a count, while
 * the member who made the preview still belongs to the task's workspace.
 */
export async function downloadFile(
  deps: Pick<Deps, 'db' | 'config' | 'storage'>,
  link: Link,
  query: { expires?: string; token?: string },
) {
  const grant = readFileLink(deps.config.appSecret, link, query.expires, query.token);
  if (!grant) throw notInvited();
  const preview = link.supplierId === PREVIEW_SUPPLIER;
  const allowed = grant.memberId
    ? await isTaskMember(deps.db, link.taskId, grant.memberId)
    : !preview && (await isInvited(deps.db, link.taskId, link.supplierId));
  if (!allowed) throw notInvited();
  const opened = await bytesOf(deps, await findTaskFile(deps.db, link.taskId, link.fileId));
  if (!preview) await recordDownload(deps.db, Date.now(), link);
  return opened;
}
