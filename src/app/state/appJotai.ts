/**
 * The app's only import of jotai (excalidraw's editor-jotai pattern): everything atom-related goes
 * through here, so there is one store per app and one place to swap or scope it.
 */
export { atom, createStore, Provider as AppJotaiProvider, useAtomValue, useSetAtom, useStore } from 'jotai';
export { atomWithLazy, selectAtom } from 'jotai/utils';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export { atomPerKey } from './atomPerKey';
