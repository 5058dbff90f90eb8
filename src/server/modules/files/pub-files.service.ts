import { PREVIEW_SUPPLIER } from '../../../shared/offer-link.ts';
import { offerRefusal } from '../../../shared/task-state.ts';
import type { Deps } from '../../deps.ts';
import { refused } from '../../errors.ts';
import { isFileLink } from './file-link.ts';
import { findTaskFile, isInvited, recordDownload } from './files.queries.ts';
import { bytesOf } from './files.service.ts';

type Link = { taskId: string; supplierId: string; fileId: string };

/** A wrong, expired or foreign link gets the answer an uninvited printshop gets: it tells nothing. */
const notInvited = () => refused(offerRefusal(undefined, '')!);

/**
 * A printshop downloads a document through its signed link (PubFile.url): it must still be invited, and the
 * download is counted for the staff. The staff's preview of the supplier page downloads without a count.
 */
export async function downloadFile(
  deps: Pick<Deps, 'db' | 'config' | 'storage'>,
  link: Link,
  query: { expires?: string; token?: string },
) {
  if (!isFileLink(deps.config.appSecret, link, query.expires, query.token)) throw notInvited();
  const preview = link.supplierId === PREVIEW_SUPPLIER;
  if (!preview && !(await isInvited(deps.db, link.taskId, link.supplierId))) throw notInvited();
  const opened = await bytesOf(deps, await findTaskFile(deps.db, link.taskId, link.fileId));
  if (!preview) await recordDownload(deps.db, Date.now(), link);
  return opened;
}
