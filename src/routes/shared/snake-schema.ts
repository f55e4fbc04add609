/**
 * @module The snake_case twin of a camelCase zod schema, renamed by the same rule as
 * `snakeKeys` (src/routes/shared/operations.ts): a key that starts lower case is snake_cased
 * (`jdUt` -> `jd_ut`), a key that starts upper case is a name and stays (`Sun`, `D9`). The keyed
 * families (T, V) answer the engine's camelCase structures through `snakeKeys`, so their answer
 * schemas are these twins of the schemas the engine's shapes are written in once: the two
 * cannot drift apart. Descriptions and other metadata are kept.
 */
import * as z from 'zod';

/** `jdUt` -> `jd_ut`; keys starting upper case stay (the rule of snakeKeys). */
export function snakeKey(k: string): string {
  return /^[a-z]/.test(k) ? k.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase() : k;
}

const memo = new WeakMap<z.ZodType, z.ZodType>();

function withMeta<T extends z.ZodType>(from: z.ZodType, to: T): T {
  const meta = z.globalRegistry.get(from);
  return meta ? (to.meta(meta) as T) : to;
}

/** The schema with every object key renamed by snakeKey, deeply (records' values too). */
export function snakeSchema(schema: z.ZodType): z.ZodType {
  const hit = memo.get(schema);
  if (hit) return hit;
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
    ._zod.def;
  let out: z.ZodType;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const renamed = Object.fromEntries(
        Object.entries(shape).map(([k, v]) => [snakeKey(k), snakeSchema(v)]),
      );
      const catchall = def.catchall as z.ZodType | undefined;
      const kind = catchall
        ? (catchall as unknown as { _zod: { def: { type: string } } })._zod.def.type
        : undefined;
      out =
        kind === 'never'
          ? z.strictObject(renamed)
          : kind === 'unknown'
            ? z.looseObject(renamed)
            : catchall
              ? z.object(renamed).catchall(snakeSchema(catchall))
              : z.object(renamed);
      break;
    }
    case 'array':
      out = z.array(snakeSchema(def.element as z.ZodType));
      break;
    case 'optional':
      out = snakeSchema(def.innerType as z.ZodType).optional();
      break;
    case 'nullable':
      out = snakeSchema(def.innerType as z.ZodType).nullable();
      break;
    case 'readonly':
      out = snakeSchema(def.innerType as z.ZodType).readonly();
      break;
    case 'union':
      out = z.union(
        (def.options as z.ZodType[]).map(snakeSchema) as unknown as [z.ZodType, z.ZodType],
      );
      break;
    case 'intersection':
      out = z.intersection(snakeSchema(def.left as z.ZodType), snakeSchema(def.right as z.ZodType));
      break;
    case 'record':
      out = z.record(def.keyType as z.ZodString, snakeSchema(def.valueType as z.ZodType));
      break;
    case 'tuple':
      out = z.tuple((def.items as z.ZodType[]).map(snakeSchema) as unknown as [z.ZodType]);
      break;
    case 'lazy': {
      const getter = def.getter as () => z.ZodType;
      out = z.lazy(() => snakeSchema(getter()));
      memo.set(schema, out);
      return withMeta(schema, out);
    }
    default:
      return schema; // scalars, literals, enums: no keys
  }
  out = withMeta(schema, out);
  memo.set(schema, out);
  return out;
}
