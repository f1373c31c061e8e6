/**
 * `urikit/urn`: everything `@urikit/urn` exports (the plugin, its helpers and types), for users
 * of the all-schemes package who need more than the plugin.
 * @packageDocumentation
 */
export * from '@urikit/urn';
