import i18n from 'i18next';
import type { TaskPageErrorCode } from '../../../../shared/error-codes.ts';
import { featureTexts } from '../../../i18n/feature-texts.ts';

// The delivery addresses' texts (docs/product.md#delivery-addresses), apart from the tasks feature's: only the
// task's page loads them, not the staff shell (docs/decisions/008). "Lieferadressen": not the mail deliveries.

const en = {
  title: 'Delivery addresses',
  hint: 'Split each format’s quantity over several addresses, each with its own date. Without any, everything goes to the delivery address above.',
  address: 'Delivery address {{n}}',
  date: 'Date at address {{n}}',
  count: '{{format}} to address {{n}}',
  add: 'Add address',
  remove: 'Remove address {{n}}',
  remaining: 'Still to place',
  untitled: 'Format {{n}}',
};

const de: typeof en = {
  title: 'Lieferadressen',
  hint: 'Die Auflage jedes Formats auf mehrere Adressen aufteilen, jede mit eigenem Termin. Ohne sie geht alles an die Lieferadresse oben.',
  address: 'Lieferadresse {{n}}',
  date: 'Termin an Adresse {{n}}',
  count: '{{format}} an Adresse {{n}}',
  add: 'Adresse hinzufügen',
  remove: 'Adresse {{n}} entfernen',
  remaining: 'Noch zu verteilen',
  untitled: 'Format {{n}}',
};

export const useDeliveryTexts = featureTexts('task-deliveries', en, de);

// The refusal of addresses that do not add up, where errorMessage reads every code's text (as files/i18n/errors.ts).
const errors: Record<'en' | 'de', Record<TaskPageErrorCode, string>> = {
  en: { DELIVERY_COUNTS: 'The delivery addresses get {{sum}} of {{format}}; its quantity is {{count}}.' },
  de: { DELIVERY_COUNTS: 'Die Lieferadressen erhalten {{sum}} von {{format}}; die Auflage ist {{count}}.' },
};
i18n.addResourceBundle('en', 'translation', { errors: errors.en }, true, false);
i18n.addResourceBundle('de', 'translation', { errors: errors.de }, true, false);
