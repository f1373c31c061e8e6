// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own examples.
import { pluginLaws } from '@urikit/testkit';
import { nntp } from '../src/index.js';

pluginLaws(nntp, {
  valid: ['nntp://example.com/'],
  invalid: [],
});
