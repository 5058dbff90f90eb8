/** The vocabulary's words (shared/spec-words.ts) as the editor's choices: each starts with a capital. */
export const optionWords = <T extends Record<string, string>>(words: T): { [K in keyof T]: string } =>
  Object.fromEntries(
    Object.entries(words).map(([key, word]) => [key, word.charAt(0).toUpperCase() + word.slice(1)]),
  ) as { [K in keyof T]: string };
