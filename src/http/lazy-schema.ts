/**
 * @module Zod schemas built on first use (docs/performance.md, "Cold"): a route module declares
 * its answers' schemas (used by the OpenAPI documents and the tests, never by a request) and its
 * inputs' schemas (used by that route's requests only) with `lazySchema`, so loading a family
 * builds none of them; the first property read of a schema builds it, once per isolate, and from
 * then on it is that schema (the same parse, the same JSON Schema: its metadata is registered
 * under both names).
 */
import * as z from 'zod';

let built = 0;
/** the built schema behind each stand-in */
const REAL = new WeakMap<object, () => z.ZodType>();

/**
 * The schema itself behind a stand-in of `lazySchema` (built now if it was not), else `s`: what a
 * lazy schema's builder passes to zod when it composes other lazy schemas, and what
 * `z.toJSONSchema` is given, since zod keys its walk by the schema objects it holds.
 */
export function real<T extends z.ZodType>(s: T): T {
  const get = REAL.get(s);
  return get === undefined ? s : (get() as T);
}

/** How many lazy schemas this isolate has built (test/routes/lazy-schemas.test.ts). */
export function lazySchemasBuilt(): number {
  return built;
}

/** Whether `s` is a stand-in of `lazySchema` whose schema has not been built yet. */
export function isUnbuilt(s: unknown): boolean {
  return typeof s === 'object' && s !== null && UNBUILT.has(s);
}
const UNBUILT = new WeakSet<object>();

/**
 * A schema that `build` makes when it is first used: a stand-in that forwards every read to the
 * built schema. `instanceof`, `shape`, `parse`, `z.toJSONSchema` and composition in other schemas
 * see the built schema.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  let schema: T | undefined;
  const target = {} as T;
  const get = (): T => {
    if (schema === undefined) {
      schema = build();
      UNBUILT.delete(stand);
      built++;
      // metadata (description, examples) is keyed by the schema object: give it to the stand-in too
      const meta = z.globalRegistry.get(schema);
      if (meta !== undefined) z.globalRegistry.add(stand, meta);
    }
    return schema;
  };
  // zod's JSON Schema walk keys its entries by schema object, and a built schema's processor looks
  // itself up under its own object: a stand-in nested in another schema shares its entry with it
  let internals: unknown;
  const zodOf = (): unknown => {
    const inner = get()._zod as unknown as Record<string, unknown>;
    internals ??= new Proxy(inner, {
      get: (t, k) => {
        const v = Reflect.get(t, k) as unknown;
        if (k !== 'processJSONSchema' || typeof v !== 'function') return v;
        return (ctx: { seen: Map<unknown, unknown> }, ...rest: unknown[]) => {
          const s = get();
          if (!ctx.seen.has(s)) ctx.seen.set(s, ctx.seen.get(stand));
          return (v as (...a: unknown[]) => unknown).call(t, ctx, ...rest);
        };
      },
    });
    return internals;
  };
  const stand: T = new Proxy(target, {
    get: (_t, k) => (k === '_zod' ? zodOf() : Reflect.get(get(), k)),
    has: (_t, k) => Reflect.has(get(), k),
    set: (_t, k, v) => Reflect.set(get(), k, v),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_t, k) => {
      const d = Reflect.getOwnPropertyDescriptor(get(), k);
      // the stand-in's own (empty) target cannot report a property as non-configurable
      return d === undefined ? undefined : { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(get()),
  });
  REAL.set(stand, get);
  UNBUILT.add(stand);
  return stand;
}
