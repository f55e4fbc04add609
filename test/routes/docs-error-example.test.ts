/**
 * Issue 32 point 5: each family page's error-envelope example names a field of that family (before,
 * every page showed `year`, which Family T, V and P have nowhere). The field must be a request
 * body field (at any depth) or a query parameter of one of the family's own operations.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../helpers.js';
import { FAMILY_PREFIX } from '../../src/routes/families.js';
import { flattenSchema } from '../../src/routes/docs/schema-fields.js';
import { operationsOf, type OpenApiDoc } from '../../src/routes/docs/operations.js';

function unescape(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe("/docs/{family}: the error example is the family's own", () => {
  it("names a field one of the family's operations takes, in every family", async () => {
    for (const family of Object.keys(FAMILY_PREFIX)) {
      const doc = await (await call(`/openapi/${family}.json`)).json<OpenApiDoc>();
      const fields = new Set<string>();
      for (const op of operationsOf(doc)) {
        for (const p of op.parameters) fields.add(p.name);
        if (op.body)
          for (const r of flattenSchema(op.body.schema, {
            components: doc.components?.schemas as Record<string, unknown>,
          }).rows)
            fields.add(r.path.replace(/ \(shape \d+ of \d+\)$/, ''));
      }
      const page = await (await call(`/docs/${family}`)).text();
      const examples = [
        ...page.matchAll(/<h3 id="envelope-[^"]+">[\s\S]*?<pre><code>([\s\S]*?)<\/code><\/pre>/g),
      ].map((m) => JSON.parse(unescape(m[1]!)) as Record<string, any>);
      expect(examples.length, family).toBeGreaterThan(0);
      for (const e of examples) {
        const field = (e.field ?? e.error?.field) as string;
        expect(
          fields.has(field),
          `${family}: ${field} among ${[...fields].slice(0, 12).join(', ')}...`,
        ).toBe(true);
        const message = (e.message ?? e.error?.message) as string;
        expect(message.startsWith(`${field}: `), family).toBe(true);
      }
    }
  });
});
