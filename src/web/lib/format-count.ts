import { useTranslation } from 'react-i18next';

/** Quantities with the interface language's digit grouping: 5,000 or 5.000. */
export function useFormatCount() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'de' ? 'de-DE' : 'en-GB';
  return (count: number) => count.toLocaleString(locale);
}
