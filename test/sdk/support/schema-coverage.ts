/**
 * @module Which parts of a JSON answer its documented schema leaves untyped: a field the schema
 * does not name (an object open to any further key), or a value whose schema is empty (`{}`,
 * which the SDKs can only type `unknown` / `Any`). The check behind "every response field has
 * its real type": the answers of the live run (test/sdk/postman-newman.test.ts) are walked
 * against the success schema of their operation. Type errors are not reported here (the
 * OpenAPI validation test validates the answers); a union is walked along its branch that fits.
 */

export type JsonSchema = Record<string, unknown>;

const KEYWORDS_WITHOUT_TYPE = new Set(['description', 'title', 'examples', 'example', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment']);

/** True when a schema says nothing about the value (only annotations). */
export function isEmptySchema(s: unknown): boolean {
  if (s === true || s === undefined) return true;
  if (!s || typeof s !== 'object') return false;
  return Object.keys(s).every((k) => KEYWORDS_WITHOUT_TYPE.has(k));
}

function typeOfValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeFits(schemaType: unknown, v: unknown): boolean {
  const t = typeOfValue(v);
  const types = Array.isArray(schemaType) ? schemaType : [schemaType];
  return types.some((x) => x === t || (x === 'number' && t === 'integer'));
}

export class SchemaCoverage {
  constructor(private readonly components: Record<string, JsonSchema>) {}

  private resolve(s: JsonSchema, depth = 0): JsonSchema {
    if (typeof s.$ref === 'string' && depth < 32) {
      const name = s.$ref.replace(/^#\/(components\/schemas|\$defs)\//, '');
      const target = this.components[name];
      if (!target) return {};
      const { $ref: _ref, ...rest } = s;
      return this.resolve({ ...target, ...rest }, depth + 1);
    }
    return s;
  }

  /** A cheap test that a value could be of a schema (for picking a union's branch). */
  private fits(s: JsonSchema, v: unknown): boolean {
    const r = this.resolve(s);
    if ('const' in r) return r.const === v;
    if (Array.isArray(r.enum)) return r.enum.includes(v as never);
    const alts = (r.anyOf ?? r.oneOf) as JsonSchema[] | undefined;
    if (Array.isArray(alts)) return alts.some((a) => this.fits(a, v));
    if (r.type !== undefined) return typeFits(r.type, v);
    if (r.properties || r.additionalProperties !== undefined) return typeOfValue(v) === 'object';
    return true;
  }

  /** Paths of `value` the schema leaves untyped (empty when every field has a real type). */
  untyped(schema: JsonSchema, value: unknown, path = '$', out: string[] = [], depth = 0): string[] {
    if (depth > 64) return out;
    const s = this.resolve(schema);
    if (isEmptySchema(s)) {
      out.push(`${path}: no type (schema {})`);
      return out;
    }
    const alts = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
    if (Array.isArray(alts)) {
      const fitting = alts.filter((a) => this.fits(a, value));
      if (fitting.length === 0) return out; // a type error: the validation test reports it
      // the branch that leaves the fewest parts untyped
      let best: string[] | undefined;
      for (const a of fitting) {
        const r = this.untyped(a, value, path, [], depth + 1);
        if (!best || r.length < best.length) best = r;
        if (r.length === 0) break;
      }
      out.push(...best!);
      return out;
    }
    if (Array.isArray(s.allOf)) {
      const parts = (s.allOf as JsonSchema[]).map((p) => this.resolve(p));
      const merged: JsonSchema = { type: 'object', properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) };
      const open = parts.map((p) => p.additionalProperties).find((a) => a !== undefined && a !== false);
      if (open !== undefined) merged.additionalProperties = open;
      return this.untyped(merged, value, path, out, depth + 1);
    }
    if (Array.isArray(value)) {
      const items = (s.items ?? (Array.isArray(s.prefixItems) ? undefined : undefined)) as JsonSchema | undefined;
      const prefix = Array.isArray(s.prefixItems) ? (s.prefixItems as JsonSchema[]) : [];
      value.forEach((item, i) => {
        const itemSchema = prefix[i] ?? items;
        if (itemSchema === undefined) out.push(`${path}[${i}]: no type (array items undocumented)`);
        else this.untyped(itemSchema, item, `${path}[${i}]`, out, depth + 1);
      });
      return out;
    }
    if (value && typeof value === 'object') {
      const props = (s.properties ?? {}) as Record<string, JsonSchema>;
      const extra = s.additionalProperties;
      const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, JsonSchema>);
      for (const [k, v] of Object.entries(value)) {
        const named = props[k];
        if (named !== undefined) { this.untyped(named, v, `${path}.${k}`, out, depth + 1); continue; }
        const pattern = patterns.find(([re]) => new RegExp(re).test(k));
        if (pattern) { this.untyped(pattern[1], v, `${path}.${k}`, out, depth + 1); continue; }
        if (extra && typeof extra === 'object' && !isEmptySchema(extra)) { this.untyped(extra as JsonSchema, v, `${path}.${k}`, out, depth + 1); continue; }
        out.push(`${path}.${k}: not documented`);
      }
    }
    return out;
  }
}
