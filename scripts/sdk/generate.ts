/**
 * @module The SDK generation as one pure step: the six OpenAPI documents in, every generated file
 * of the TypeScript SDK, the Python SDK, the Postman collection and sdk/OPERATIONS.md out
 * (path -> text).
 * scripts/gen-sdk.ts writes them; test/sdk/sdk-files.test.ts compares them with the committed files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILY_ORDER, familyModel, type FamilyModel } from './spec.js';
import { typescriptFiles } from './typescript.js';
import { pythonFiles } from './python.js';
import { postmanFiles } from './postman.js';
import { operationsMarkdown } from './operations-md.js';

/** The documents as committed in openapi/. */
export function readDocuments(root: string): Record<string, unknown> {
  const docs: Record<string, unknown> = {};
  for (const id of FAMILY_ORDER) docs[id] = JSON.parse(readFileSync(join(root, 'openapi', `${id}.json`), 'utf8'));
  return docs;
}

/** Every generated file, by path relative to the repository root. */
export async function generateSdk(documents: Record<string, unknown>): Promise<Map<string, string>> {
  const fams: FamilyModel[] = FAMILY_ORDER.map((id) => familyModel(id, documents[id]));
  const out = new Map<string, string>();
  for (const part of [await typescriptFiles(fams, documents), pythonFiles(fams), postmanFiles(fams)]) {
    for (const [path, text] of part) out.set(path, text);
  }
  out.set('sdk/OPERATIONS.md', operationsMarkdown(fams));
  return out;
}

/** The folders whose every file is generated: a file there that generation does not produce is stale. */
export const GENERATED_DIRS = ['sdk/typescript/src/gen', 'sdk/postman'];
