import { useMutation } from '@tanstack/react-query';
import { EcbRatesSchema } from '../../../../shared/schemas/rates.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * The ECB's reference rates in the workspace's currency (docs/product.md#currencies): read from an uploaded
 * eurofxref-daily.xml, or without one fetched by the server; 409 RATES_UNAVAILABLE when it has no address for them
 * or they did not come.
 */
export const getEcbRates = (xml?: string) => api.post('/rates/ecb', EcbRatesSchema, xml === undefined ? {} : { xml });

export const useEcbRates = () => useMutation({ mutationFn: getEcbRates });
