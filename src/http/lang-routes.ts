/**
 * @module The operations that take `lang` (src/http/lang.ts), by family: every operation whose
 * answer names a panchang limb, month (the regional calendars' too), samvatsara, rashi, graha, yoga, dosha, festival or dasha
 * system, or holds a reading. The card (`GET /p/api/og-image`) takes its own `lang` (the script of
 * its title). The RSS feeds (R, R2) and P's calendar.ics are written in the language.
 */
import type { FamilyId } from '../platform/families.js';
import type { Casing } from './labels.js';

export const LANG_ROUTES: Readonly<Record<FamilyId, readonly string[]>> = {
  R: [
    'POST /api/chart',
    'GET /api/yogas/catalogue',
    'POST /api/v1/service/chart',
    'GET /api/panchang',
    'GET /api/muhurta',
    'POST /api/muhurta',
    'GET /api/utsavas',
    'POST /api/rectify',
    'GET /api/rss',
    'GET /api/rss/daily',
    'GET /api/calendars',
  ],
  R2: [
    'POST /api/chart',
    'POST /api/rectify',
    'GET /api/panchang',
    'GET /api/utsavas',
    'GET /api/rss',
    'GET /api/rss/daily',
  ],
  V: [
    'POST /v1/chart',
    'POST /v1/dasha',
    'POST /v1/yogas',
    'POST /v1/sahams',
    'POST /v1/transit',
    'POST /v1/divisional',
    'POST /v1/ashtakavarga',
    'POST /v1/muhurta',
    'GET /v1/panchanga',
    'POST /v1/compatibility',
    'POST /v1/compatibility/batch',
    'POST /v1/charts/batch',
    'GET /v1/panchanga/range',
    'GET /v1/festivals',
    'POST /v1/kp',
    'POST /v1/karakas',
    'POST /v1/shadbala',
    'POST /v1/bhava',
    'POST /v1/doshas',
    'POST /v1/ingress',
    'GET /v1/dasha/systems',
  ],
  N: [
    'POST /api/chart',
    'POST /api/dosha',
    'POST /api/match',
    'GET /api/rashifal',
    'GET /api/panchang',
  ],
  T: [
    'POST /api/chart',
    'GET /api/panchang',
    'POST /api/dasha',
    'POST /api/varga',
    'POST /api/saham',
    'GET /api/utsavas',
    'POST /api/rectify',
    'POST /api/yogas',
    'POST /api/ashtakavarga',
    'POST /api/shadbala',
    'POST /api/bhava-bala',
    'POST /api/kp',
    'POST /api/karakas',
    'POST /api/doshas',
    'POST /api/planets',
    'POST /api/transit',
    'GET /api/muhurta',
    'POST /api/charts/bulk',
    'POST /api/charts',
    'GET /api/charts/:id',
  ],
  P: ['GET /api/panchanga', 'GET /api/transit-today', 'GET /api/muhurta', 'GET /api/calendar.ics'],
};

/** The answers' key casing by family (the label fields follow it: `lordLabel`, `lord_label`). */
export const FAMILY_CASING: Readonly<Record<FamilyId, Casing>> = {
  R: 'camel',
  R2: 'camel',
  N: 'camel',
  V: 'snake',
  T: 'snake',
  P: 'snake',
};

const sets = new Map<FamilyId, Set<string>>();
/** Whether an operation takes `lang`. */
export function takesLang(family: FamilyId, method: string, path: string): boolean {
  let s = sets.get(family);
  if (!s) {
    s = new Set(LANG_ROUTES[family] ?? []);
    sets.set(family, s);
  }
  return s.has(`${method} ${path}`);
}
