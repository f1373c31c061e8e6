// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own examples.
import { pluginLaws } from '@urikit/testkit';
import { telnet } from '../src/index.js';

pluginLaws(telnet, {
  valid: ['telnet://example.com/'],
  invalid: [],
});
