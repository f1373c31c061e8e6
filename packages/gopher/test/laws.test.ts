// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own examples.
import { pluginLaws } from '@urikit/testkit';
import { gopher } from '../src/index.js';

pluginLaws(gopher, {
  valid: ['gopher://example.com/'],
  invalid: [],
});
