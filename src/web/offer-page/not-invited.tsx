import { browserLanguage, texts } from './texts.ts';

/** All an uninvited visitor or a tampered link gets to see (SPEC.md §6). */
export function NotInvited() {
  return (
    <main className="page">
      <p className="notice notice-error" role="alert">
        {texts[browserLanguage()].notInvited}
      </p>
    </main>
  );
}
