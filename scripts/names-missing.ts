/**
 * `npm run names:missing`: every id (src/engine/i18n/ids.ts) that a language's names file
 * (data/names/<lang>.json) lacks, and every name that is not in its language's script. Exits 1
 * when there is any: after a merge that adds festivals, dasha systems or other named things, this
 * lists the lines to add (one per id and language file; `npm run names:draft` drafts them from the
 * English and Hindi names).
 */
import { LANGS, foreignLetters } from '../src/engine/i18n/langs.js';
import { nameIds } from '../src/engine/i18n/ids.js';
import { readNames } from './names-draft.js';

const ids = nameIds();
let problems = 0;
for (const lang of LANGS) {
  const names = readNames(lang);
  const missing = ids.filter((id) => !names[id]);
  const wrong = ids.filter((id) => names[id] && foreignLetters(names[id]!, lang).length > 0);
  const unknown = Object.keys(names).filter((k) => !ids.includes(k));
  console.log(
    `${lang}: ${ids.length - missing.length}/${ids.length} named${missing.length ? `; missing ${missing.length}` : ''}${wrong.length ? `; ${wrong.length} not in the script` : ''}${unknown.length ? `; ${unknown.length} ids no code uses` : ''}`,
  );
  for (const id of missing) console.log(`  missing  ${id}`);
  for (const id of wrong)
    console.log(`  script   ${id}: ${names[id]} (${foreignLetters(names[id]!, lang).join('')})`);
  for (const id of unknown) console.log(`  unused   ${id}`);
  problems += missing.length + wrong.length;
}
process.exit(problems > 0 ? 1 : 0);
