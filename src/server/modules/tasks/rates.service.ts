import { ecbRates } from '../../../shared/ecb-rates.ts';
import type { EcbRates } from '../../../shared/schemas/rates.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest } from '../../errors.ts';
import { workspaceCurrency } from '../team/index.ts';

/**
 * The ECB's reference rates as the workspace's task rates (docs/product.md#currencies): from the uploaded
 * eurofxref-daily.xml, else fetched from ECB_RATES_URL. The buyer puts them into a task's rates, which records them.
 */
export async function readEcbRates(deps: Pick<Deps, 'db' | 'config'>, staff: Staff, xml?: string): Promise<EcbRates> {
  const currency = await workspaceCurrency(deps.db, staff.workspace.id);
  const text = xml ?? (await fetchRates(deps.config.ecbRatesUrl));
  const read = ecbRates(text, currency);
  if (!read) {
    throw badRequest('RATES_UNREADABLE', `No ECB reference rates with ${currency} were found in the file.`, 'xml');
  }
  return { ...read, currency };
}

async function fetchRates(url: string | undefined): Promise<string> {
  const unavailable = new AppError(409, 'RATES_UNAVAILABLE', 'The ECB reference rates could not be fetched.');
  if (!url) throw unavailable;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw unavailable;
    return await res.text();
  } catch {
    throw unavailable;
  }
}
