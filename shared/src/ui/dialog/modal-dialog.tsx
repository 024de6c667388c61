/**
 * The centred dialog of every app (dialog.tsx), loaded on its first render with Arco's Dialog.
 * A module of its own, apart from lazy.tsx: the host's own dialogs (logout, official push) use
 * it, and the host's chunks then reach this one import, not every deferred part of the kit
 * (lists, keypads), which stay in the chunk only remotes fetch (shared/build/start-preload.ts).
 */
import { deferred } from '../deferred';
import type { ModalDialogProps } from './dialog';

export const ModalDialog = deferred<ModalDialogProps>(
  async () => (await import('./dialog')).ModalDialog,
  null,
);
