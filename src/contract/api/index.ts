/**
 * THE endpoint map: every call of the API (spec section 7, and the product's own), once, by area.
 * The server registers its routes from it, the client's data provider calls them by it, and the
 * access table's endpoints must be its keys: a misspelt path, a wrong body or a call the access
 * table does not cover fails typecheck (the last at `everyCallHasARule` in ../access.ts).
 *
 * Declared resources (src/contract/resources) declare their own calls: `defineResource` emits them
 * as calls of this map (`resource.calls`), and ALL_CALLS lists them with the areas' calls.
 */
import type { Call, CallDeclaration, EndpointKey } from './call';
import { DECLARED_RESOURCES } from '../access';
import { callsOf } from '../resources/calls';
import { auth } from './auth';
import { health } from './health';
import { suggestions } from './suggestions';
import { calendar } from './calendar';
import { operations } from './operations';
import { users } from './users';
import { abandonment } from './abandonment';
import { notifications } from './notifications';
import { blueprints } from './blueprints';
import { hrRequests } from './hrRequests';
import { tutorias } from './tutorias';
import { mathPhysics } from './mathPhysics';
import { peerMentoring } from './peerMentoring';
import { professionalMentoring } from './professionalMentoring';
import { dashboard } from './dashboard';
import { audit } from './audit';
import { events } from './events';
import { presence } from './presence';
import { savedViews } from './savedViews';

export const API = { auth, health, suggestions, calendar, operations, users, abandonment, notifications, blueprints, hrRequests, tutorias, mathPhysics, peerMentoring, professionalMentoring, dashboard, audit, events, presence, savedViews } as const;

/** One name per area: each key of API is the area its calls carry (defineArea's first argument), or typecheck fails here. */
API satisfies { readonly [K in keyof typeof API]: Readonly<Record<string, { area: K }>> };

type Areas = typeof API;
/** Every call of the map. */
export type AnyMappedCall = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];
/** The access table's key of every call of the map: `GET /tutorias`, `POST /tutorias/aprovado`, ... */
export type ApiEndpoint = AnyMappedCall extends infer C ? (C extends CallDeclaration ? EndpointKey<C> : never) : never;

/** Every call of the map and of the declared resources, as a list (the server checks at start that each has its route). */
export const ALL_CALLS: readonly (AnyMappedCall | Call)[] = [...Object.values(API).flatMap((area) => Object.values(area) as AnyMappedCall[]), ...DECLARED_RESOURCES.flatMap(callsOf)];

export * from './call';
export { changeEvent, STREAM_EVENTS, type ChangeEvent } from './events';
