// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own examples.
import { pluginLaws } from '@urikit/testkit';
import { mailto } from '../src/index.js';

pluginLaws(mailto, {
  valid: ['mailto://example.com/'],
  invalid: [],
});
