/**
 * @module Names in the caller's language beside the names every answer already gives
 * (docs/languages.md "Labels"). When a request names a language (`lang`, or an Accept-Language
 * header), each named thing of a JSON answer gains its name in that language and script:
 * - an object that names a thing (a tithi, nakshatra, yoga, karana or vara of the panchang; a
 *   lunar month, a samvatsara, a rashi, a graha; a catalogue yoga, a dosha, a festival, a dasha
 *   system) gets `label`, and `id` (the stable id of data/names, e.g. `tithi.20`) when it has no
 *   id of its own (catalogue yogas, doshas, festivals and dasha systems keep theirs: the names
 *   file's id is `chart-yoga.<id>`, `dosha.<id>`, `festival.<id>`, `dasha.<system>`);
 * - a string field holding such a name (`lord: "Mars"`, `rashi: "Mesha"`, `paksha: "Shukla"`)
 *   gets a sibling `lordLabel` (`lord_label` in the snake_case families); a list of graha names
 *   (`grahas`, `outside`, `by`) gets `grahasLabels`;
 * - the regional calendars: a calendar system gets `label` (`calendar.<id>`), an era `label`
 *   (`era.<id>`, keeping its own id), a samvatsara string `samvatsaraLabel`.
 * The English and IAST names stay where they are. The same rules, applied to a JSON Schema, add
 * the optional label fields to the OpenAPI documents (`labelSchema`), so the documents describe
 * exactly what the answers carry. Pure: the names are passed in.
 */
import {
  GRAHA_NAMES,
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RASHI_NAMES_EN,
  VARA_NAMES,
} from '../engine/core/constants.js';
import {
  AYANA_NAMES,
  MASA_NAMES,
  PAKSHA_NAMES,
  RITU_NAMES,
  SAMVATSARA_NAMES,
} from '../engine/calendar/names.js';
import { ERA_NAMES } from '../engine/calendar/regional-names.js';
import { CALENDAR_SYSTEM_IDS } from '../engine/calendar/regional.js';
import {
  FIXED_KARANAS,
  MOVABLE_KARANAS,
  TITHI_NAMES,
  YOGA_NAMES,
} from '../engine/panchang/limbs.js';
import { calendarMonthNameId } from '../engine/i18n/ids.js';

export type Casing = 'camel' | 'snake';
type Names = Readonly<Record<string, string>>;
type Obj = Record<string, unknown>;

type Kind =
  | 'graha'
  | 'rashi'
  | 'nakshatra'
  | 'tithi'
  | 'paksha'
  | 'yoga'
  | 'karana'
  | 'vara'
  | 'month'
  | 'ritu'
  | 'ayana'
  | 'samvatsara';

const KARANA_IDS = [
  'bava',
  'balava',
  'kaulava',
  'taitila',
  'gara',
  'vanija',
  'vishti',
  'shakuni',
  'chatushpada',
  'naga',
  'kimstughna',
];
const DOSHA_IDS = new Set([
  'manglik',
  'kaal-sarp',
  'pitra',
  'kemdrum',
  'guru-chandal',
  'grahan',
  'shani',
]);

let byName: Record<Kind, Map<string, string>> | undefined;
/** English and IAST names of the engine to ids (built once). */
function nameIndex(): Record<Kind, Map<string, string>> {
  if (byName) return byName;
  const list = (names: readonly string[], id: (i: number) => string) =>
    new Map(names.map((n, i) => [n, id(i)]));
  const rashi = list(RASHI_NAMES, (i) => `rashi.${i + 1}`);
  RASHI_NAMES_EN.forEach((n, i) => rashi.set(n, `rashi.${i + 1}`));
  byName = {
    graha: list(GRAHA_NAMES, (i) => `graha.${GRAHA_NAMES[i]!.toLowerCase()}`),
    rashi,
    nakshatra: new Map([
      ...NAKSHATRA_NAMES.map((n, i) => [n, `nakshatra.${i + 1}`] as const),
      ['Abhijit', 'nakshatra.abhijit'] as const,
    ]),
    tithi: new Map([
      ...TITHI_NAMES.map((n, i) => [n, `tithi.${i + 1}`] as const),
      ['Amavasya', 'tithi.30'] as const,
    ]),
    paksha: list(PAKSHA_NAMES, (i) => `paksha.${PAKSHA_NAMES[i]!.toLowerCase()}`),
    yoga: list(YOGA_NAMES, (i) => `yoga.${i + 1}`),
    karana: list([...MOVABLE_KARANAS, ...FIXED_KARANAS], (i) => `karana.${KARANA_IDS[i]}`),
    vara: list(VARA_NAMES, (i) => `vara.${i + 1}`),
    month: list(MASA_NAMES, (i) => `month.lunar.${i + 1}`),
    ritu: list(RITU_NAMES, (i) => `ritu.${i + 1}`),
    ayana: list(AYANA_NAMES, (i) => `ayana.${AYANA_NAMES[i]!.toLowerCase()}`),
    samvatsara: list(SAMVATSARA_NAMES, (i) => `samvatsara.${i + 1}`),
  };
  return byName;
}

const int = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) ? v : undefined;

/**
 * An object rule: whether the object names a thing (under one of its parent keys, by its own keys),
 * and the id it names.
 */
interface ObjectRule {
  /** the parent keys the rule applies under (undefined: any); `rulesFor` picks a parent's rules once */
  parents?: readonly string[];
  applies(has: (k: string) => boolean): boolean;
  id(o: Obj): string | undefined;
  keepsId?: boolean;
}

function limb(kind: Kind, parents: readonly string[], size: number): ObjectRule {
  return {
    parents,
    applies: (has) => has('name'),
    id(o) {
      const i0 = int(o.index0);
      const i1 = int(o.index);
      if (
        kind === 'tithi' &&
        i0 === undefined &&
        i1 === undefined &&
        int(o.number) !== undefined &&
        typeof o.paksha === 'string'
      )
        return `tithi.${int(o.number)! + (o.paksha === 'Krishna' ? 15 : 0)}`;
      if (kind !== 'karana' && kind !== 'vara' && i0 !== undefined && i0 >= 0 && i0 < size)
        return `${kind}.${i0 + 1}`;
      if (kind !== 'karana' && kind !== 'vara' && i1 !== undefined && i1 >= 1 && i1 <= size)
        return `${kind}.${i1}`;
      if (kind === 'vara' && i0 !== undefined && i0 >= 0 && i0 < 7) return `vara.${i0 + 1}`;
      return typeof o.name === 'string' ? nameIndex()[kind].get(o.name) : undefined;
    },
  };
}

const OBJECT_RULES: readonly ObjectRule[] = [
  limb('tithi', ['tithi'], 30),
  limb('nakshatra', ['nakshatra'], 27),
  limb('yoga', ['yoga'], 27),
  limb('karana', ['karana'], 60),
  limb('vara', ['vara'], 7),
  // a regional calendar's month (src/engine/calendar/regional.ts): its own id (`tamil:chithirai`) kept, labelled by the names' id
  {
    parents: ['month', 'kshayaMonth', 'kshaya_month'],
    applies: (has) => has('id') && has('name') && has('iast') && has('number'),
    id: (o) => calendarMonthNameId(String(o.id)),
    keepsId: true,
  },
  {
    parents: ['amanta', 'purnimanta'],
    applies: (has) => has('name') && has('adhika'),
    id: (o) => (typeof o.name === 'string' ? nameIndex().month.get(o.name) : undefined),
  },
  {
    parents: ['north', 'south'],
    applies: (has) => has('name') && has('index0'),
    id: (o) => (int(o.index0) !== undefined ? `samvatsara.${int(o.index0)! + 1}` : undefined),
  },
  {
    parents: ['rashi', 'signs', 'entered'],
    applies: (has) => has('name') && has('index'),
    id: (o) =>
      int(o.index) !== undefined && int(o.index)! >= 1 && int(o.index)! <= 12
        ? `rashi.${int(o.index)}`
        : undefined,
  },
  {
    parents: ['grahas', 'planets'],
    applies: (has) => has('name'),
    id: (o) => (typeof o.name === 'string' ? nameIndex().graha.get(o.name) : undefined),
  },
  // a regional calendar's era ({id: 'vikram', name: 'Vikram Samvat'}, and the list of era years): its own id kept
  {
    parents: ['era', 'eras'],
    applies: (has) => has('id') && has('name'),
    id: (o) => (Object.hasOwn(ERA_NAMES, String(o.id)) ? `era.${String(o.id)}` : undefined),
    keepsId: true,
  },
  // a calendar system of GET /api/calendars (it has no name field: `label` is its name)
  {
    parents: ['systems'],
    applies: (has) => has('id') && has('kind') && has('region') && has('era'),
    id: (o) =>
      (CALENDAR_SYSTEM_IDS as readonly string[]).includes(String(o.id))
        ? `calendar.${String(o.id)}`
        : undefined,
    keepsId: true,
  },
  {
    parents: ['yogas'],
    applies: (has) => has('id') && has('name') && has('category'),
    id: (o) => `chart-yoga.${String(o.id)}`,
    keepsId: true,
  },
  {
    applies: (has) => has('id') && has('name') && has('severity') && has('present'),
    id: (o) => (DOSHA_IDS.has(String(o.id)) ? `dosha.${String(o.id)}` : undefined),
    keepsId: true,
  },
  {
    parents: ['utsavas'],
    applies: (has) => has('id') && has('name') && has('kind'),
    id: (o) => `festival.${String(o.id)}`,
    keepsId: true,
  },
  {
    applies: (has) => has('system') && has('name') && has('kind'),
    id: (o) => `dasha.${String(o.system)}`,
    keepsId: true,
  },
  {
    parents: ['systems'],
    applies: (has) => has('id') && has('name') && has('kind'),
    id: (o) => `dasha.${String(o.id)}`,
    keepsId: true,
  },
];

/** The rules that can apply under each parent key, in OBJECT_RULES' order (the first that applies wins). */
const ANY_PARENT_RULES = OBJECT_RULES.filter((r) => r.parents === undefined);
const RULES_BY_PARENT = new Map<string, readonly ObjectRule[]>(
  [...new Set(OBJECT_RULES.flatMap((r) => r.parents ?? []))].map((p) => [
    p,
    OBJECT_RULES.filter((r) => r.parents === undefined || r.parents.includes(p)),
  ]),
);
function rulesFor(parent: string | undefined): readonly ObjectRule[] {
  return (parent !== undefined ? RULES_BY_PARENT.get(parent) : undefined) ?? ANY_PARENT_RULES;
}

/** The parent key a value under `key` passes to its own fields (a varga or graha key stands for any). */
const childParents = new Map<string, string>();
function childParent(key: string): string {
  let p = childParents.get(key);
  if (p === undefined) {
    p = /^D\d+$/.test(key) || (GRAHA_NAMES as readonly string[]).includes(key) ? '*' : key;
    if (childParents.size < 4096) childParents.set(key, p);
  }
  return p;
}

/** String fields that hold a name, by key (either casing), and what they name. */
const STRING_KEYS: Readonly<Record<string, Kind>> = {
  rashi: 'rashi',
  sign: 'rashi',
  sign_sa: 'rashi',
  sign_sanskrit: 'rashi',
  rashiName: 'rashi',
  rashi_name: 'rashi',
  moonSign: 'rashi',
  moon_sign: 'rashi',
  marsSign: 'rashi',
  mars_sign: 'rashi',
  natalMoonSign: 'rashi',
  natal_moon_sign: 'rashi',
  transitSaturnSign: 'rashi',
  transit_saturn_sign: 'rashi',
  nakshatra: 'nakshatra',
  lord: 'graha',
  graha: 'graha',
  nakshatraLord: 'graha',
  nakshatra_lord: 'graha',
  signLord: 'graha',
  sign_lord: 'graha',
  starLord: 'graha',
  star_lord: 'graha',
  subLord: 'graha',
  sub_lord: 'graha',
  subSubLord: 'graha',
  sub_sub_lord: 'graha',
  ninthLord: 'graha',
  ninth_lord: 'graha',
  paksha: 'paksha',
  amanta: 'month',
  purnimanta: 'month',
  tithi: 'tithi',
  yoga: 'yoga',
  karana: 'karana',
  vara: 'vara',
  samvatsara: 'samvatsara',
};
/** Keys whose meaning comes from the parent object. */
const PARENT_STRING_KEYS: Readonly<Record<string, Readonly<Record<string, Kind>>>> = {
  ayana: { sidereal: 'ayana', tropical: 'ayana' },
  ritu: { lunar: 'ritu', tropical: 'ritu' },
  lords: { maha: 'graha', antar: 'graha', pratyantar: 'graha' },
  pairs: { lum: 'graha', node: 'graha' },
};
/** Lists of graha names. */
const GRAHA_LISTS = new Set(['grahas', 'outside', 'by']);

function stringKind(parent: string | undefined, key: string): Kind | undefined {
  return (parent !== undefined ? PARENT_STRING_KEYS[parent]?.[key] : undefined) ?? STRING_KEYS[key];
}
function labelKey(key: string, casing: Casing, plural = false): string {
  return casing === 'snake'
    ? `${key}_label${plural ? 's' : ''}`
    : `${key}Label${plural ? 's' : ''}`;
}

/** The label of an id in a table, for a month with its adhika prefix. */
function labelOf(id: string, o: Obj | undefined, names: Names): string | undefined {
  const base = names[id];
  if (base === undefined) return undefined;
  if (o && o.adhika === true && id.startsWith('month.lunar.') && names['month.adhika'])
    return `${names['month.adhika']} ${base}`;
  return base;
}

/**
 * An answer with labels (the input is not changed). Copy on write: a value in which nothing gains
 * a label is returned as it is (most of a chart's numbers), so only the objects on the way to a
 * label are rebuilt, with their keys in the same order.
 * @param parent the key the value sits under (arrays pass theirs to their items)
 */
export function labelAnswer(v: unknown, names: Names, casing: Casing, parent?: string): unknown {
  if (Array.isArray(v)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      const y = typeof x === 'object' && x !== null ? labelAnswer(x, names, casing, parent) : x;
      if (out === undefined && y !== x) out = v.slice(0, i);
      if (out !== undefined) out.push(y);
    }
    return out ?? v;
  }
  if (v === null || typeof v !== 'object') return v;
  const o = v as Obj;
  const keys = Object.keys(o);
  const has = (k: string) => Object.prototype.hasOwnProperty.call(o, k);
  const rule = rulesFor(parent).find((r) => r.applies(has));
  const id = rule?.id(o);
  const label = id !== undefined ? labelOf(id, o, names) : undefined;
  // `out` stays undefined while every key so far is copied unchanged; the first change copies the
  // keys before it
  let out: Obj | undefined;
  const start = (upTo: number): Obj => {
    const w: Obj = {};
    if (label !== undefined && !rule!.keepsId && !has('id')) w.id = id;
    for (let j = 0; j < upTo; j++) w[keys[j]!] = o[keys[j]!];
    return w;
  };
  if (label !== undefined) out = start(0);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const x = o[k];
    const y =
      typeof x === 'object' && x !== null ? labelAnswer(x, names, casing, childParent(k)) : x;
    if (out === undefined && y !== x) out = start(i);
    if (out !== undefined) out[k] = y;
    if (k === 'name' && label !== undefined) out!.label = label;
    if (typeof x === 'string') {
      const kind = stringKind(parent, k);
      const sid = kind ? nameIndex()[kind].get(x) : undefined;
      const sl = sid !== undefined ? names[sid] : undefined;
      if (sl !== undefined && !has(labelKey(k, casing))) {
        out ??= start(i + 1);
        out[labelKey(k, casing)] = sl;
      }
    } else if (
      Array.isArray(x) &&
      GRAHA_LISTS.has(k) &&
      x.length > 0 &&
      x.every((g) => typeof g === 'string' && nameIndex().graha.has(g))
    ) {
      out ??= start(i + 1);
      out[labelKey(k, casing, true)] = x.map(
        (g) => names[nameIndex().graha.get(g as string)!] ?? g,
      );
    }
  }
  if (label !== undefined && !has('name')) out!.label = label;
  return out ?? o;
}

type Schema = Record<string, unknown>;
const LABEL_DOC =
  'the name in the language of the answer (`lang` or Accept-Language); present when a language was asked for';
const ID_DOC = 'stable id of the named thing (docs/languages.md); present with `label`';

function isStringSchema(s: unknown): boolean {
  if (!s || typeof s !== 'object') return false;
  const x = s as Schema;
  if (x.type === 'string' || typeof x.const === 'string') return true;
  // a nullable string as zod writes it: type ['string', 'null']
  if (Array.isArray(x.type) && x.type.includes('string')) return true;
  if (Array.isArray(x.enum) && x.enum.every((e) => typeof e === 'string')) return true;
  for (const k of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(x[k]) && (x[k] as unknown[]).some(isStringSchema)) return true;
  return false;
}

/**
 * A JSON Schema with the optional label fields the rules above add to an answer of it (a new
 * value). Local `$defs` are walked too (with no parent key: the rules they need, a dasha period's
 * `lord`, depend on their own keys).
 */
export function labelSchema(s: unknown, casing: Casing, parent?: string): unknown {
  if (Array.isArray(s)) return s.map((x) => labelSchema(x, casing, parent));
  if (!s || typeof s !== 'object') return s;
  const x = s as Schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(x)) {
    if (k === 'properties' && v && typeof v === 'object') {
      const props: Schema = {};
      for (const [pk, pv] of Object.entries(v as Schema)) props[pk] = labelSchema(pv, casing, pk);
      out.properties = props;
    } else if (
      k === 'items' ||
      k === 'prefixItems' ||
      k === 'anyOf' ||
      k === 'oneOf' ||
      k === 'allOf' ||
      k === 'not'
    ) {
      out[k] = labelSchema(v, casing, parent);
    } else if (k === 'additionalProperties' && v && typeof v === 'object') {
      out[k] = labelSchema(v, casing, '*');
    } else if (k === '$defs' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(
        Object.entries(v as Schema).map(([dk, dv]) => [dk, labelSchema(dv, casing, undefined)]),
      );
    } else out[k] = v;
  }
  const props = out.properties as Schema | undefined;
  if (props) {
    const has = (k: string) => Object.prototype.hasOwnProperty.call(props, k);
    const rule = rulesFor(parent).find((r) => r.applies(has));
    const added: Schema = {};
    if (rule) {
      if (!rule.keepsId && !has('id')) added.id = { type: 'string', description: ID_DOC };
      added.label = { type: 'string', description: LABEL_DOC };
    }
    for (const [pk, pv] of Object.entries(props)) {
      if (stringKind(parent, pk) && isStringSchema(pv))
        added[labelKey(pk, casing)] = {
          type: 'string',
          description: `${pk} in the language of the answer; present when a language was asked for`,
        };
      const items = (pv as Schema | undefined)?.items;
      if (
        GRAHA_LISTS.has(pk) &&
        (pv as Schema | undefined)?.type === 'array' &&
        isStringSchema(items)
      )
        added[labelKey(pk, casing, true)] = {
          type: 'array',
          items: { type: 'string' },
          description: `${pk} in the language of the answer`,
        };
    }
    if (Object.keys(added).length)
      out.properties = {
        ...props,
        ...Object.fromEntries(Object.entries(added).filter(([k]) => !has(k))),
      };
  }
  return out;
}

/** Whether a JSON Schema holds anything the rules label (a route whose answer names things). */
export function schemaHasLabels(s: unknown): boolean {
  return JSON.stringify(labelSchema(s, 'camel')) !== JSON.stringify(s);
}
