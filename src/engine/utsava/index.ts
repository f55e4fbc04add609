/**
 * @module Festival (utsava) calendar: the rules as data and their one evaluator.
 * See docs/panchang-muhurta-utsavas.md for every rule, its window, its tradition and its shastra anchor.
 */
export {
  KIND_RANK,
  principalUtsava,
  utsavasForYear,
  type RuleApplied,
  type UtsavaItem,
  type UtsavaOptions,
} from './evaluate.js';
/** The rules as data. */
export {
  UTSAVA_RULES,
  FESTIVAL_RULES,
  EKADASHI_NAMES,
  TRADITIONS,
  type Tradition,
  type UtsavaRule,
  type RuleSpec,
  type WindowName,
  type UtsavaKind,
} from './rules.js';
/** The festival traditions (issue 31): profiles and their rule sets. */
export {
  DEFAULT_FESTIVAL_TRADITION,
  FESTIVAL_TRADITIONS,
  isFestivalTradition,
  traditionProfile,
  traditionRules,
  type FestivalTradition,
  type ReferencePlace,
  type TraditionProfile,
} from './traditions.js';
