/**
 * The pure modules of the playground page, by the package's name (the page itself is
 * `index.html` and `ui/`): the state ↔ permalink fragment and the state → view model. A
 * private package: nothing here is published. The workspace's tests import every package by
 * name (the fuzz test looks for scheme plugins: there are none here).
 * @packageDocumentation
 */
export { type Shown, show } from './display.js';
export { type ViewModel, viewModel } from './model.js';
export type { ErrorView, Outcome } from './outcome.js';
export { decodeState, EMPTY_STATE, encodeState, type PlaygroundState } from './permalink.js';
export { toUnicodeLabels } from './punycode.js';
