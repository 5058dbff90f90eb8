import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../shared/languages.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import { freshOfferPage, link } from '../../test/offer-server.ts';
import { confirmedOffer } from '../../test/pub-offers.ts';
import { OfferPage } from '../offer-page.tsx';
import type { PubAuction } from '../../../shared/schemas/auctions.ts';

/** jsdom has no EventSource: this one records what was opened and lets the test send its events. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  /** An event; a `bid` carries the page's view of the auction, as the server sends it. */
  send(type: string, data?: object) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify({ taskId: 't', kind: type, ...data }) }));
  }
  close() {
    this.closed = true;
  }
}

const NOW = Date.parse('2030-01-03T10:05:00.000Z');
const running: PubAuction = {
  state: 'running',
  startsAt: '2030-01-03T10:00:00.000Z',
  endsAt: '2030-01-03T10:10:00.000Z',
  decrementPercent: 2.5,
  visibility: 'rank',
  currency: 'EUR',
  rank: 1,
  best: null,
  lastTotal: 132_000,
  maxTotal: 128_700,
  bidders: 3,
  bids: 7,
};

/** A format's own place, taken at the last offer as the page's rank is. */
const FORMAT_RANK = /^(Best of \d+ offers?|Place \d+ of \d+ offers) for this format$/;

const pageWith = (language: Language, auction: PubAuction | null): PubOffer =>
  ({ ...confirmedOffer(language, 75_000), auction }) as PubOffer;

/** The page's server: GET answers the page read `reads` gives in turn (the last one again), POST as `posted` says. */
function server(reads: PubOffer[], posted: () => Response) {
  let read = 0;
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? posted() : Response.json(reads[Math.min(read++, reads.length - 1)]),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the live auction on a printshop’s page', () => {
  freshOfferPage();
  afterEach(() => {
    vi.useRealTimers();
    FakeEventSource.opened = [];
  });

  it('shows its rank, places the bid, words BID_TOO_HIGH and hears the others bid (Slovak)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    vi.stubGlobal('EventSource', FakeEventSource);
    const page = pageWith('sk', running);
    const refused = { code: 'BID_TOO_HIGH', message: 'Too high.', maxTotal: 128_700 };
    const fetch = server([page], () => Response.json(refused, { status: 409 }));
    render(<OfferPage link={link} initial={page} />);
    const part = await screen.findByRole('region', { name: 'Živá aukcia · Prebieha' }, { timeout: 5000 });
    expect(within(part).getByRole('timer').textContent).toBe('Do konca zostáva 5:00');
    expect(within(part).getByRole('row', { name: 'Vaše poradie 1. z 3' })).toBeTruthy();
    expect(within(part).getByRole('row', { name: /^Vaša posledná ponuka spolu 1\s320,00\s€$/ })).toBeTruthy();
    expect(within(part).getByRole('row', { name: /^Vaša ďalšia ponuka najviac 1\s287,00\s€$/ })).toBeTruthy();
    expect(within(part).getByText(/aspoň o 2,5 % nižšia/)).toBeTruthy();
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/pub/tasks/t/s/live?t=tok']);

    await userEvent.click(screen.getByRole('button', { name: 'Podať ponuku' }));
    const alert = await screen.findByText(/Vaša ponuka je príliš vysoká/);
    expect(alert.textContent).toMatch(/^Vaša ponuka je príliš vysoká: spolu môže byť najviac 1\s287,00\s€\.$/);
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/pub/tasks/t/s/bids', 'POST']);

    // Another printshop bid: the stream brings the page's view of the auction, and the page reads nothing.
    const reads = () => fetch.mock.calls.filter(([, init]) => init?.method !== 'POST').length;
    const readBefore = reads();
    FakeEventSource.opened[0]!.send('bid', { auction: { ...running, rank: 2, bids: 8 } });
    expect(await within(part).findByRole('row', { name: 'Vaše poradie 2. z 3' })).toBeTruthy();
    // A view older than the one shown (read before the page's own bid was answered) is left.
    FakeEventSource.opened[0]!.send('bid', { auction: { ...running, rank: 3, bids: 6 } });
    expect(within(part).getByRole('row', { name: 'Vaše poradie 2. z 3' })).toBeTruthy();
    expect(reads()).toBe(readBefore);
  });

  it('reads the page again when the stream says the auction ended, or says a bid without a view', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    vi.stubGlobal('EventSource', FakeEventSource);
    const page = pageWith('en', running);
    const ended = pageWith('en', { ...running, state: 'ended', rank: 2, bids: 9 });
    const fetch = server([ended], () => Response.json(ended));
    render(<OfferPage link={link} initial={page} />);
    const part = await screen.findByRole('region', { name: 'Live auction · Running' }, { timeout: 5000 });
    FakeEventSource.opened[0]!.send('bid', { auction: { ...running, state: 'ended', bids: 9 } });
    expect(await screen.findByRole('region', { name: 'Live auction · Ended' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/pub/tasks/t/s']);
    expect(part.isConnected).toBe(true);
  });

  it('shows the best total beside the rank when the buyer chose so, and counts down to the start (German)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-01-03T09:00:00.000Z') });
    vi.stubGlobal('EventSource', FakeEventSource);
    const scheduled = { ...running, state: 'scheduled' as const, visibility: 'best' as const, best: 120_050 };
    const page = pageWith('de', scheduled);
    server([page], () => Response.json(page));
    render(<OfferPage link={link} initial={page} />);
    const part = await screen.findByRole('region', { name: 'Live-Auktion · Beginnt bald' }, { timeout: 5000 });
    expect(within(part).getByRole('timer').textContent).toBe('Beginnt in 1:00:00');
    expect(within(part).getByRole('row', { name: /^Beste Summe 1\.200,50\s€$/ })).toBeTruthy();
    expect(within(part).getByRole('row', { name: 'Ihr Rang 1 von 3' })).toBeTruthy();
    // Before the start the form sends offers as ever.
    expect(screen.getByRole('button', { name: 'Angebot aktualisieren' })).toBeTruthy();
  });

  it('confirms a bid without the page’s own rank, which could contradict the auction’s', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const page = pageWith('en', { ...running, rank: 2 });
    server([page], () => Response.json(page));
    render(<OfferPage link={link} initial={page} />);
    await screen.findByRole('region', { name: /^Live auction · / }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    const toast = await screen.findByText('Your offer has been submitted');
    expect(toast.parentElement?.textContent).toBe('Your offer has been submitted');
  });

  it('shows the totals in the auction’s currency, the task’s, whichever the page offers first', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const page = pageWith('en', { ...running, currency: 'CZK', visibility: 'best', best: 120_050 });
    expect(page.task.currencies[0]).toBe('EUR');
    server([page], () => Response.json(page));
    render(<OfferPage link={link} initial={page} />);
    const part = await screen.findByRole('region', { name: /^Live auction · / }, { timeout: 5000 });
    expect(within(part).getByRole('row', { name: /^Best total CZK\s1,200\.50$/ })).toBeTruthy();
    expect(within(part).getByRole('row', { name: /^Your last total CZK\s1,320\.00$/ })).toBeTruthy();
    expect(within(part).queryByText(/€/)).toBeNull();
  });

  it('says in the bar beside the button the most the bid may total, and when the typed one is above it', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const roomy = pageWith('en', { ...running, maxTotal: 10_000_000 });
    server([roomy], () => Response.json(roomy));
    const { unmount } = render(<OfferPage link={link} initial={roomy} />);
    expect(screen.getByText('Your bid may total at most €100,000.00')).toBeTruthy();
    unmount();
    const tight = pageWith('de', { ...running, maxTotal: 100 });
    render(<OfferPage link={link} initial={tight} />);
    const note = screen.getByText(/^Zu hoch: Ihr Gebot darf höchstens 1,00\s€ betragen$/);
    expect(note.className).toContain('total-over');
  });

  it('says the auction ended and listens no more (English)', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const page = pageWith('en', { ...running, state: 'ended' });
    server([page], () => Response.json(page));
    render(<OfferPage link={link} initial={page} />);
    const part = await screen.findByRole('region', { name: 'Live auction · Ended' }, { timeout: 5000 });
    expect(within(part).getByRole('timer').textContent).toMatch(/^Ended: .+\. Your last bid is your offer\.$/);
    expect(within(part).queryByRole('row', { name: /next bid/ })).toBeNull();
    expect(FakeEventSource.opened).toEqual([]);
    // Its last bid is its offer: the form takes no other.
    expect(screen.queryByRole('button', { name: /offer|bid/ })).toBeNull();
  });

  it('tells a printshop outside the running auction why its offer is refused', async () => {
    const page = pageWith('en', null);
    const refused = { code: 'AUCTION_RUNNING', message: 'Bids only.' };
    server([page], () => Response.json(refused, { status: 409 }));
    render(<OfferPage link={link} initial={page} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update offer' }));
    expect(
      await screen.findByText(
        'The auction is running: only the printshops in it may change their offers, by bidding.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('is not there for a printshop outside any auction, whose page shows its own rank', () => {
    render(<OfferPage link={link} initial={pageWith('en', null)} />);
    expect(screen.queryByRole('region', { name: /Live auction/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update offer' })).toBeTruthy();
    expect(screen.getByText('Your offer: best of 2 current offers.')).toBeTruthy();
    expect(screen.getAllByText(FORMAT_RANK).length).toBeGreaterThan(0);
  });

  // The page's rank was taken at the last offer ("best of 2"); the auction's box has the live one (2 of 3).
  it.each(['scheduled', 'running', 'ended'] as const)(
    'leaves the rank to the auction’s box while it is %s: no other rank disagrees',
    async (state) => {
      vi.stubGlobal('EventSource', FakeEventSource);
      const page = pageWith('en', { ...running, state, rank: 2 });
      server([page], () => Response.json(page));
      render(<OfferPage link={link} initial={page} />);
      const part = await screen.findByRole('region', { name: /^Live auction · / }, { timeout: 5000 });
      expect(within(part).getByRole('row', { name: 'Your rank 2 of 3' })).toBeTruthy();
      expect(screen.queryByText(/best of 2|place \d+ of \d+ current offers/i)).toBeNull();
      expect(screen.queryByText(FORMAT_RANK)).toBeNull();
    },
  );
});
