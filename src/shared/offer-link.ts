/**
 * The header the supplier's page sends its link's token in (the token lives in the URL fragment, which
 * browsers never send). Here, without zod, because the supplier's page bundles it.
 */
export const OFFER_TOKEN_HEADER = 'x-offer-token';

/**
 * The supplier id of the preview link (the test mail's and the task page's): the supplier's page as a
 * sample printshop in the task's language sees it, read-only. Real supplier ids are UUIDs.
 */
export const PREVIEW_SUPPLIER = 'preview';

/** The sample printshop's name on the preview and in the test mail. */
export const sampleName = (language: string) => (language === 'de' ? 'Musterdruckerei' : 'Sample Printshop');
