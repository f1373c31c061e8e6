// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own examples.
import { pluginLaws } from '@urikit/testkit';
import { wais } from '../src/index.js';

pluginLaws(wais, {
  valid: ['wais://example.com/'],
  invalid: [],
});
