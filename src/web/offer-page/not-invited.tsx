import { browserLanguage, texts } from './texts.ts';

/** All an uninvited visitor or a tampered link gets to see (docs/product.md#who-uses-it). */
export function NotInvited() {
  return (
    <main className="page">
      <p className="notice notice-error" role="alert">
        {texts[browserLanguage()].notInvited}
      </p>
    </main>
  );
}
