/**
 * @module Identity of the engine build, reported by Family V (`engine`), press facts and the
 * versioned chart's signature. Bump ENGINE_VERSION whenever computed numbers can change.
 */
export const ENGINE_VERSION = '1.6.0';
export const ENGINE_BUILD = `jyotisha-engine/${ENGINE_VERSION}`;
