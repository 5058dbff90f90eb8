// What the rest of the server uses of the team module (docs/decisions/010): the invitation mail better-auth asks for.
export { mailInvitation } from './team.service.ts';
