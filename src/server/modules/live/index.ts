// What the app may use of the live module (docs/decisions/022): app.ts opens the bus and puts it in `Deps`;
// every other module publishes through `deps.live` after its change committed.
export { openLiveBus, type LiveBus, type LiveEvent } from './live-bus.ts';
// The printshops' pages stream a task's auction events too (offer-page/pub-streams.ts).
export { openEventStream } from './event-stream.ts';
