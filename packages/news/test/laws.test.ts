// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own examples.
import { pluginLaws } from '@urikit/testkit';
import { news } from '../src/index.js';

pluginLaws(news, {
  valid: ['news://example.com/'],
  invalid: [],
});
