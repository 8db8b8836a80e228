import { createContext, use, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * Server fragments (issue 31, item 3): the parts of a page of islands that are the same on every
 * page of a publication (the top bar, the footer) are rendered once per publication, language and
 * state, and their markup is reused by the renders after. No script re-renders them in the
 * browser (ADR 016), so their markup is all there is to them: a third of a story page's render
 * was drawing them again.
 *
 * What a fragment shows must follow from its key alone. The two things in them that follow the
 * page (a link back to it: the language menu's `return`, Sign In's `returnTo`) are built with
 * `useAddressText`, which inside a fragment being recorded writes a token that each page's render
 * replaces with its own text. Where the application runs (account pages, the browser) there is no
 * scope: a fragment is its children, with no wrapper.
 */

/** The part of a page's address a fragment's texts are built from. */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

/** Builds one text from the page's address (an href back to it). */
export type AddressText = (here: PageAddress) => string;

/** The class of a fragment's wrapper: `display: contents`, so it leaves the layout alone. */
export const FRAGMENT_CLASS = 'hn-fragment';

/** What a render offers its fragments (entry-server.tsx); null where none are kept. */
export interface FragmentScope {
  /** The stored markup of `key` for this page (its tokens replaced), or null on a miss. */
  markupOf(key: string): string | null;
  /** Starts recording `key` (a miss): the id its wrapper and tokens carry. */
  record(key: string): number;
  /** The token standing for `build`'s text in fragment `id`. */
  token(id: number, build: AddressText): string;
  /** Fragment `id`'s children have been rendered. */
  recorded(id: number): void;
}

export const FragmentScopeContext = createContext<FragmentScope | null>(null);

/** The fragment being recorded around a component, if any. */
const RecordingContext = createContext<number | null>(null);

/** The attribute marking a recorded fragment's wrapper until the render is done. */
export const RECORDING_ATTRIBUTE = 'data-hn-fragment';

/** Marks the end of a recorded fragment's markup: `<template data-hn-fragment-end="id">`. */
export const RECORDING_END_ATTRIBUTE = 'data-hn-fragment-end';

function RecordingEnd({ id, scope }: { id: number; scope: FragmentScope }) {
  scope.recorded(id);
  return <template {...{ [RECORDING_END_ATTRIBUTE]: String(id) }} />;
}

export interface ServerFragmentProps {
  /**
   * What the children's markup follows from, besides the publication, language, year and the
   * address's /tenant/{slug} prefix, which every key holds; null: render them every time.
   */
  cacheKey: string | null;
  children: ReactNode;
}

export function ServerFragment({ cacheKey, children }: ServerFragmentProps) {
  const scope = use(FragmentScopeContext);
  // Inside a fragment being recorded, a fragment is part of it (fragments do not nest).
  const outer = use(RecordingContext);
  if (!scope || cacheKey === null || outer !== null) return children;
  const markup = scope.markupOf(cacheKey);
  if (markup !== null) {
    return <div className={FRAGMENT_CLASS} dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  const id = scope.record(cacheKey);
  return (
    <div className={FRAGMENT_CLASS} {...{ [RECORDING_ATTRIBUTE]: String(id) }}>
      <RecordingContext value={id}>{children}</RecordingContext>
      <RecordingEnd id={id} scope={scope} />
    </div>
  );
}

/**
 * A text built from the page's address: `build(location)`, or inside a fragment being recorded a
 * token each page's render replaces with its own `build(address)`. `build` may use only what the
 * fragment's key holds besides the address.
 */
export function useAddressText(build: AddressText): string {
  const location = useLocation();
  const scope = use(FragmentScopeContext);
  const recording = use(RecordingContext);
  if (scope && recording !== null) return scope.token(recording, build);
  return build(location);
}
