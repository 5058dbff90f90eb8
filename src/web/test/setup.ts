import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/i18n.ts';
// The signed-in pages' error texts, which the app loads with its user area (app/shell/user-layout.tsx).
import '../app/shell/staff-errors.ts';
import { takeUnanswered } from './api.ts';

const realFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  const unanswered = takeUnanswered();
  if (unanswered.length) throw new Error(`Calls no route of the test answered: ${unanswered.join(', ')}`);
});
