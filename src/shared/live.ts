/**
 * What changed on a task, as its live stream (`GET /api/tasks/{id}/live`, docs/decisions/022) names it: the
 * task itself (an edit, amendment, award, cancellation, documents, reminders, sending, an answer), a mail's
 * state (sent, failed, opened, clicked), an offer, a printshop's question or no-bid, an auction's bid or its end. An event carries no
 * data: the page reads again what the kind touches. No zod: the task page's first load carries none.
 */
export const LIVE_KINDS = ['task', 'mail', 'offer', 'question', 'decline', 'bid'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/**
 * The stream's own events: `ready` opens a new stream, `resync` a resumed one (a `Last-Event-ID` came
 * along, or the server lost its database notifications for a while): events may have been missed, so the
 * page reads everything again.
 */
export type StreamEvent = LiveKind | 'ready' | 'resync';

export const isLiveKind = (kind: unknown): kind is LiveKind => LIVE_KINDS.includes(kind as LiveKind);
