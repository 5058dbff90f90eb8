import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

describe('lazyPage', () => {
  it('gives the route the page it loaded', async () => {
    const Page = () => null;
    await expect(
      lazyPage(
        async () => ({ Page }),
        (m) => m.Page,
      )(),
    ).resolves.toEqual({ Component: Page });
  });

  it('turns a file that did not arrive into a page that throws its error, for the route’s errorElement', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/team-page-abc.js');
    const { Component } = await lazyPage(
      () => Promise.reject(failure),
      (m: { Page: () => null }) => m.Page,
    )();
    expect(() => (Component as () => null)()).toThrow(failure);
  });
});
