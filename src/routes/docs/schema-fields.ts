/**
 * @module JSON Schema (as the OpenAPI documents hold it) flattened into the rows of a field table
 * for the docs site: one row per field with its dotted path (`birth.datetime`, `events[].date`),
 * its type, whether it is required, its constraints (range, length, pattern, enum, format,
 * items) and its description. `$ref`s resolve against the document's components; unions of
 * scalars read as one type, unions of objects as numbered shapes. Pure.
 */

export type JsonSchema = Record<string, unknown>;

export interface FieldRow {
  /** dotted path, `[]` for array items; '' for the value itself */
  path: string;
  type: string;
  required: boolean;
  constraints: string[];
  description?: string;
  /** nesting depth (0 = top-level field) */
  depth: number;
}

export interface FlattenOptions {
  /** components.schemas of the document, for `$ref` */
  components?: Record<string, unknown>;
  /** deepest nesting shown (0 = top-level fields only) */
  maxDepth?: number;
  /** at most this many rows; the rest are counted in `omitted` */
  maxRows?: number;
}

export interface Flattened {
  rows: FieldRow[];
  omitted: number;
  closed: boolean;
}

const SCALAR_CONSTRAINTS: Array<[string, (v: unknown) => string]> = [
  ['minimum', (v) => `≥ ${String(v)}`],
  ['exclusiveMinimum', (v) => `> ${String(v)}`],
  ['maximum', (v) => `≤ ${String(v)}`],
  ['exclusiveMaximum', (v) => `< ${String(v)}`],
  ['minLength', (v) => `length ≥ ${String(v)}`],
  ['maxLength', (v) => `length ≤ ${String(v)}`],
  ['pattern', (v) => `pattern ${String(v)}`],
  ['format', (v) => `format ${String(v)}`],
  ['minItems', (v) => `at least ${String(v)} items`],
  ['maxItems', (v) => `at most ${String(v)} items`],
  ['default', (v) => `default ${JSON.stringify(v)}`],
];

const MAX_ENUM_SHOWN = 40;

function literal(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** Resolve `$ref: #/components/schemas/X` (one level; cycles stop at the ref). */
function deref(
  s: JsonSchema,
  components: Record<string, unknown> | undefined,
  seen: ReadonlySet<string>,
): { schema: JsonSchema; ref?: string } {
  const ref = s.$ref;
  if (typeof ref !== 'string') return { schema: s };
  const name = ref.replace('#/components/schemas/', '');
  if (seen.has(name))
    return { schema: { description: `${name} (recursive: same shape as above)` }, ref: name };
  const target = components?.[name];
  return target && typeof target === 'object'
    ? {
        schema: {
          ...(target as JsonSchema),
          ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== '$ref')),
        },
        ref: name,
      }
    : { schema: s };
}

function variantsOf(s: JsonSchema): JsonSchema[] | undefined {
  const v = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(v) ? v : undefined;
}

function isObjectLike(s: JsonSchema): boolean {
  return s.type === 'object' || typeof s.properties === 'object';
}

/** The type of a schema in a few words: `string`, `integer`, `array of string`, `object`, `number | null`. */
export function typeOf(
  s: JsonSchema,
  components?: Record<string, unknown>,
  seen: ReadonlySet<string> = new Set(),
): string {
  const { schema, ref } = deref(s, components, seen);
  const next = ref ? new Set([...seen, ref]) : seen;
  const variants = variantsOf(schema);
  if (variants) return [...new Set(variants.map((v) => typeOf(v, components, next)))].join(' | ');
  if ('const' in schema)
    return typeof schema.const === 'string'
      ? 'string'
      : schema.const === null
        ? 'null'
        : typeof schema.const;
  const t = schema.type;
  if (Array.isArray(t)) return t.join(' | ');
  if (t === 'array')
    return schema.items
      ? `array of ${typeOf(schema.items as JsonSchema, components, next)}`
      : 'array';
  if (t === 'object' || schema.properties) {
    if (
      !schema.properties &&
      schema.additionalProperties &&
      typeof schema.additionalProperties === 'object'
    )
      return `map of ${typeOf(schema.additionalProperties as JsonSchema, components, next)}`;
    return 'object';
  }
  if (typeof t === 'string') return t;
  if (Array.isArray(schema.enum))
    return [
      ...new Set((schema.enum as unknown[]).map((x) => (x === null ? 'null' : typeof x))),
    ].join(' | ');
  return 'any';
}

/** The constraints of one schema (not of its children). */
export function constraintsOf(s: JsonSchema, components?: Record<string, unknown>): string[] {
  const { schema } = deref(s, components, new Set());
  const out: string[] = [];
  const variants = variantsOf(schema);
  if (variants) {
    const consts = variants.filter((v) => 'const' in v).map((v) => literal(v.const));
    const enums = variants.flatMap((v) =>
      Array.isArray(v.enum) ? (v.enum as unknown[]).map(literal) : [],
    );
    const values = [...consts, ...enums];
    if (values.length) out.push(`one of ${values.join(', ')}`);
    for (const v of variants)
      if (!('const' in v) && !Array.isArray(v.enum) && v.type !== 'null' && !isObjectLike(v))
        out.push(...constraintsOf(v, components));
    return out;
  }
  if ('const' in schema) out.push(`always ${literal(schema.const)}`);
  if (Array.isArray(schema.enum)) {
    const vals = (schema.enum as unknown[]).map(literal);
    out.push(
      vals.length > MAX_ENUM_SHOWN
        ? `one of ${vals.slice(0, MAX_ENUM_SHOWN).join(', ')}, … (${vals.length} values)`
        : `one of ${vals.join(', ')}`,
    );
  }
  for (const [k, f] of SCALAR_CONSTRAINTS) {
    const v = schema[k];
    // zod states the safe-integer range of every integer: not a constraint worth reading
    if (
      v === undefined ||
      ((k === 'minimum' || k === 'maximum') &&
        typeof v === 'number' &&
        Math.abs(v) === Number.MAX_SAFE_INTEGER)
    )
      continue;
    out.push(f(v));
  }
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    const items = deref(schema.items as JsonSchema, components, new Set()).schema;
    if (!isObjectLike(items))
      for (const c of constraintsOf(items, components)) out.push(`each: ${c}`);
  }
  if (schema.readOnly === true) out.push('read-only');
  return out;
}

/**
 * The field rows of a schema. An object's properties become rows (nested objects and arrays of
 * objects recurse, up to maxDepth); any other schema is one row with path ''.
 */
export function flattenSchema(root: JsonSchema, opts: FlattenOptions = {}): Flattened {
  const maxDepth = opts.maxDepth ?? 6;
  const maxRows = opts.maxRows ?? Infinity;
  const rows: FieldRow[] = [];
  let omitted = 0;
  const push = (row: FieldRow) => {
    if (rows.length < maxRows) rows.push(row);
    else omitted++;
  };
  const countFields = (s: JsonSchema, depth: number, seen: ReadonlySet<string>): number => {
    // fields below a cut, so the table can say how many it leaves out
    if (depth > 12) return 0;
    const { schema, ref } = deref(s, opts.components, seen);
    if (ref && seen.has(ref)) return 0;
    const next = ref ? new Set([...seen, ref]) : seen;
    const variants = variantsOf(schema);
    if (variants) return variants.reduce((a, v) => a + countFields(v, depth, next), 0);
    if (schema.type === 'array' && schema.items)
      return countFields(schema.items as JsonSchema, depth, next);
    const props = schema.properties as Record<string, JsonSchema> | undefined;
    if (!props) return 0;
    return Object.values(props).reduce((a, p) => a + 1 + countFields(p, depth + 1, next), 0);
  };
  const walk = (s: JsonSchema, prefix: string, depth: number, seen: ReadonlySet<string>): void => {
    const { schema, ref } = deref(s, opts.components, seen);
    const next = ref ? new Set([...seen, ref]) : seen;
    const variants = variantsOf(schema);
    if (variants && variants.some(isObjectLike)) {
      const objects = variants.filter(isObjectLike);
      objects.forEach((v, i) => {
        const label = `${prefix}${prefix ? ' ' : ''}(shape ${i + 1} of ${objects.length})`;
        push({
          path: label,
          type: 'object',
          required: true,
          constraints: [],
          depth,
          ...(typeof v.description === 'string' ? { description: v.description } : {}),
        });
        walk(v, prefix, depth + 1, next);
      });
      return;
    }
    if (schema.type === 'array' && schema.items) {
      const items = deref(schema.items as JsonSchema, opts.components, next).schema;
      if (isObjectLike(items) || variantsOf(items)?.some(isObjectLike))
        walk(schema.items as JsonSchema, `${prefix}[]`, depth, next);
      return;
    }
    const props = schema.properties as Record<string, JsonSchema> | undefined;
    if (!props) return;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, ps] of Object.entries(props)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const resolved = deref(ps, opts.components, next).schema;
      const description =
        typeof resolved.description === 'string'
          ? resolved.description
          : typeof ps.description === 'string'
            ? ps.description
            : undefined;
      push({
        path,
        type: typeOf(ps, opts.components, next),
        required: required.has(name),
        constraints: constraintsOf(ps, opts.components),
        depth,
        ...(description ? { description } : {}),
      });
      if (depth + 1 <= maxDepth) walk(ps, path, depth + 1, next);
      else omitted += countFields(ps, depth + 1, next);
    }
  };
  const { schema: top } = deref(root, opts.components, new Set());
  const closed = top.additionalProperties === false;
  if (
    isObjectLike(top) ||
    variantsOf(top)?.some(isObjectLike) ||
    (top.type === 'array' && top.items)
  )
    walk(root, '', 0, new Set());
  if (rows.length === 0 && omitted === 0)
    rows.push({
      path: '',
      type: typeOf(root, opts.components),
      required: true,
      constraints: constraintsOf(root, opts.components),
      depth: 0,
      ...(typeof top.description === 'string' ? { description: top.description } : {}),
    });
  return { rows, omitted, closed };
}
