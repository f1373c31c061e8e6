/**
 * `urikit/ws`: everything `@urikit/ws` exports (the plugins, their helpers and types), for users
 * of the all-schemes package who need more than the plugins.
 * @packageDocumentation
 */
export * from '@urikit/ws';
