// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own examples.
import { pluginLaws } from '@urikit/testkit';
import { data } from '../src/index.js';

pluginLaws(data, {
  valid: ['data://example.com/'],
  invalid: [],
});
