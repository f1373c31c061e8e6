// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own examples.
import { pluginLaws } from '@urikit/testkit';
import { prospero } from '../src/index.js';

pluginLaws(prospero, {
  valid: ['prospero://example.com/'],
  invalid: [],
});
