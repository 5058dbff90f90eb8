import i18n from 'i18next';
import { useLanguage } from './use-language.ts';

/** A plural form's key names its text without the suffix (`send_one`, `send_other`: `send`, with a count). */
type Plural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;

/** The dotted keys of a texts object's strings: `list.title`, `states.pending`, … */
type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Plural<K>}` : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type FeatureT<T> = (key: TextKey<T>, values?: Record<string, string | number>) => string;

/**
 * A feature's own texts as an i18next namespace, so that features do not all edit `en.ts` and `de.ts`.
 * `de` is typed against `en` (a missing German text is a type error). Returns the feature's hook, whose
 * `t` takes only the feature's keys and re-renders on a language change like `useTranslation`.
 */
export function featureTexts<T extends object>(namespace: string, en: T, de: NoInfer<T>): () => FeatureT<T> {
  i18n.addResourceBundle('en', namespace, en);
  i18n.addResourceBundle('de', namespace, de);
  // One function per language, the same on every render (memoised components keep their output).
  const byLanguage = new Map<string, FeatureT<T>>();
  return function useFeatureTexts() {
    const language = useLanguage();
    let t = byLanguage.get(language);
    if (!t) {
      const fixed = i18n.getFixedT(language, namespace as 'translation') as unknown as (
        key: string,
        values?: object,
      ) => string;
      t = (key, values) => fixed(key, values);
      byLanguage.set(language, t);
    }
    return t;
  };
}
