// A page that needs slices the shell does not carry declares them here (see ./inject.ts for when they are added).
import { createElement } from 'react';
import type { AppPage } from '@/lib/page';
import { useAppStore } from './hooks';
import { registerSlices, type SliceSet } from './inject';

/**
 * The page with its slices: registered when the page's module is evaluated (the browser), and added to the
 * request's store when the page renders (the server; in the browser the store already holds them). The page's
 * static flags and getInitialProps stay on it. Call it on the page's default export, after its flags are set.
 */
export function withSlices<P extends object, IP>(Page: AppPage<P, IP>, slices: SliceSet): AppPage<P, IP> {
  registerSlices(slices);
  function PageWithSlices(props: P) {
    useAppStore().injectSlices(slices);
    return createElement(Page, props);
  }
  return Object.assign(PageWithSlices, Page);
}
