/** Debian's Chromium: the benches measure pages in the browser people have (bench/). */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the browser tests' Chromium. The same Blink without the desktop browser
 * around it; the same journeys took a third less CPU than in `/usr/bin/chromium --headless` (login, offer and
 * dashboard specs, twice each: 76 -> 53 CPU seconds), and CPU is what a two-core CI runs out of.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
