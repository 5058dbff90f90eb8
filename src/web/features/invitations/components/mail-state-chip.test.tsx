import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailState } from '../../../../shared/mail-state.ts';
import { renderPage } from '../../../test/render.tsx';
import { MailStateChip } from './mail-state-chip.tsx';

describe('the bounced and delayed mail states', () => {
  const states: [MailState, string, string][] = [
    ['bounced', 'Bounced', 'Unzustellbar'],
    ['delayed', 'Delayed', 'Verzögert'],
  ];
  it.each(states)('%s reads “%s” and “%s”, the reason on hover', async (state, english, german) => {
    const { user } = await renderPage(<MailStateChip state={state} error="550 5.1.1 user unknown" />);
    await user.hover(screen.getByText(english));
    expect(await screen.findByRole('tooltip', { name: '550 5.1.1 user unknown' })).toBeTruthy();
    cleanup();
    await renderPage(<MailStateChip state={state} error={null} />, { language: 'de' });
    expect(screen.getByText(german)).toBeTruthy();
  });
});
