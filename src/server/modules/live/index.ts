// What the app may use of the live module (docs/decisions/022): app.ts opens the bus and puts it in `Deps`;
// every other module publishes through `deps.live` after its change committed.
export { openLiveBus, type LiveBus } from './live-bus.ts';
// The printshops' pages stream a task's auction events too (offer-page/bid.service.ts).
export { openEventStream, taskEvents } from './event-stream.ts';
