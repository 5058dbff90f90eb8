/**
 * The header the supplier's page sends its link's token in (the token lives in the URL fragment, which
 * browsers never send). Here, without zod, because the supplier's page bundles it.
 */
export const OFFER_TOKEN_HEADER = 'x-offer-token';
