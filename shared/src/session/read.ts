/**
 * The session as remotes see it: read-only views of the host's atoms. Writing the session
 * is the host's job (`@adnet/shared/host`); a remote asks through `session` (controller.ts).
 */
import { atom } from 'jotai';
import * as writable from './atoms';

export const tokenAtom = atom((get) => get(writable.tokenAtom));
export const userInfoAtom = atom((get) => get(writable.userInfoAtom));
export const storedBasicConfigAtom = atom((get) => get(writable.storedBasicConfigAtom));
export const volatileBasicConfigAtom = atom((get) => get(writable.volatileBasicConfigAtom));
export { customerServiceItemsAtom, isLoggedInAtom, store } from './atoms';
