/**
 * @module Family T at {base}/t: tiered commercial routes with a nested birth object and a bearer
 * key (docs/family-t.md). Structural computation only: no match, rashifal or daily-chart routes
 * (those paths are 404). Every answer names the engine version used (X-Engine-Version); errors are
 * {error: {code, message, field}, request_id}.
 */
import { FamilyApp, type RouteOptions } from '../../http/family-app.js';
import { keyAuth } from '../../http/api-key-auth.js';
import * as C from './compute.js';
import { postBulk, tBulkBodySchema } from './bulk.js';
import { engineVersion, tProOptions } from './envelope.js';
import * as J from './jobs.js';
import {
  adminTierBodySchema,
  deleteKey,
  getAttribution,
  getKeys,
  getUsage,
  issueKeyBodySchema,
  postAdminTier,
  postKeys,
  rotateKey,
} from '../shared/keys.js';
import * as R from './responses.js';
import {
  deleteSavedChart,
  getSavedChart,
  getSavedCharts,
  postSavedChart,
  savedListQuerySchema,
  tSaveBodySchema,
} from './saved.js';
import * as S from './schemas.js';
import { DASHA_SYSTEMS } from '../../engine/dasha/index.js';
import * as W from './webhooks.js';
import { SUPPORTED_YEARS } from '../schemas.js';

const BIRTH = {
  datetime: '1990-05-17T12:15:00+05:30',
  lat: 28.6139,
  lon: 77.209,
  place: 'New Delhi',
};
const PLACE_Q = { date: '2026-11-24', lat: '28.6139', lon: '77.209' };

/** The compute-bearing endpoints of the Pro tier: the spec's 22, the chart parts and the annual chart of issue 34 (docs/family-t.md lists them; a test checks). */
export const T_COMPUTE_ROUTES = [
  'POST /api/chart',
  'GET /api/panchang',
  'POST /api/dasha',
  'POST /api/varga',
  'POST /api/saham',
  'GET /api/utsavas',
  'POST /api/rectify',
  'POST /api/sahaja',
  'POST /api/charts/bulk',
  'POST /api/yogas',
  'POST /api/ashtakavarga',
  'POST /api/shadbala',
  'POST /api/bhava-bala',
  'POST /api/kp',
  'POST /api/karakas',
  'POST /api/doshas',
  'POST /api/houses',
  'POST /api/planets',
  'POST /api/transit',
  'GET /api/muhurta',
  'GET /api/rise-set',
  'GET /api/ayanamsha',
  'POST /api/special-lagnas',
  'POST /api/upagrahas',
  'POST /api/jaimini',
  'POST /api/varshaphal',
] as const;

export function createFamilyT(): FamilyApp {
  const f = new FamilyApp('T', 'T');
  f.app.use('*', engineVersion);
  const key = keyAuth({ family: 'T', before: tProOptions });
  const pro = keyAuth({ family: 'T', tier: 'pro', before: tProOptions });
  const bulk = keyAuth({ family: 'T', tier: 'pro', before: tProOptions, charge: 'deferred' });
  const manage = keyAuth({ family: 'T', charge: 'none' });
  const proManage = keyAuth({ family: 'T', tier: 'pro', charge: 'none' });
  const keyed: RouteOptions = { auth: 'bearer', limited: true, tags: ['T compute'] };
  /** compute routes with a body take one query key: `trace` (Pro) */
  const keyedPost: RouteOptions = { ...keyed, query: S.tPostQuerySchema };

  // compute (Starter and up)
  f.on(
    'POST',
    '/api/chart',
    {
      ...keyedPost,
      description:
        'Computes the lagna, the nine grahas with their bhavas, the 12 bhavas and exactly the vargas (`vargas`, D1 to D150, default [D1]) and dasha trees (`dashas`, any of the ' +
        DASHA_SYSTEMS.length +
        " systems, default [vimsottari]; `dasha_depth` 1 to 3, default 2) asked for, and the further parts named in `include` (special_lagnas, upagrahas, jaimini; their readings by `special_lagna_variants` and `upagraha_variants`), each computed only when named. The birth is `{datetime, lat, lon, place?}`: an ISO 8601 instant with its UTC offset, used as given. Options: `ayanamsha` (default lahiri), `node` (mean), `house_system` (whole_sign). Longitudes are sidereal degrees. Counts one call on the key's quota.",
      summary: `Chart with exactly the requested vargas (D1-D150), dashas (${DASHA_SYSTEMS.length} systems) and parts (special lagnas, upagrahas, Jaimini)`,
      errors: {
        422: 'HOUSE_SYSTEM_UNDEFINED: the house_system asked for does not exist at the latitude (Placidus inside the polar circles)',
      },
      body: S.tChartBodySchema,
      response: R.tChartResponse,
      example: {
        birth: BIRTH,
        ayanamsha: 'lahiri',
        vargas: ['D1', 'D9', 'D10'],
        dashas: ['vimsottari', 'yogini'],
      },
    },
    key,
    C.postChart,
  );
  f.on(
    'GET',
    '/api/panchang',
    {
      ...keyed,
      description:
        'The savana day (sunrise to next sunrise) of `date` at (`lat`, `lon`): tithi, vara, nakshatra, yoga and karana, each with its start and end, plus sunrise, sunset, moonrise, moonset, the lunar month and the eras. Local times are in `tz`, else the zone looked up from the coordinates. Where the Sun does not rise or set, the day runs between local midnights and `polar` says `day` or `night`. Counts one call.',
      summary: 'Panchang of a date at any latitude and longitude (polar days by local midnights)',
      query: S.tPlaceQuerySchema,
      response: R.tPanchangResponse,
      example: PLACE_Q,
    },
    key,
    C.getPanchang,
  );
  f.on(
    'POST',
    '/api/dasha',
    {
      ...keyedPost,
      description:
        'The periods of one `system` (' +
        DASHA_SYSTEMS.length +
        ' offered: GET /v1/dasha/systems lists them) that overlap the window [`from`, `to`], to `depth` 1 (maha) to 5 (prana) levels. Start from `moon_longitude_sidereal` (degrees) with an optional `epoch`, or from a `birth`; rasi dashas (chara, narayana, ...) need the birth. A window holds at most 200 years at depths 1 to 3, 10 years at depth 4 and 2 at depth 5. `year_days` sets the dasha year (default 365.25 days).',
      summary:
        'A dasha tree (1-5 levels) in a from/to window, from a Moon longitude or a birth (rasi dashas need the birth)',
      body: S.tDashaBodySchema,
      response: R.tDashaResponse,
      example: {
        moon_longitude_sidereal: 126.5,
        epoch: '1990-05-17T12:15:00+05:30',
        system: 'vimsottari',
        depth: 3,
        from: '2026-01-01',
        to: '2027-01-01',
      },
    },
    key,
    C.postDasha,
  );
  f.on(
    'POST',
    '/api/varga',
    {
      ...keyedPost,
      description:
        'One divisional chart, D1 to D150 (`varga`), of the birth: the sign and degree of the lagna and every graha in it, with the division rule used (`method`; the vargas with several readings accept one by name, the default being the Parashari rule).',
      summary: 'One divisional chart D1-D150 with its method',
      body: S.tVargaBodySchema,
      response: R.tVargaResponse,
      example: { birth: BIRTH, varga: 'D9' },
    },
    key,
    C.postVarga,
  );
  f.on(
    'POST',
    '/api/saham',
    {
      ...keyedPost,
      description:
        "The 36 Tajaka sahams of the birth, each with its meaning, its formula, the correction added and its sidereal longitude, sign, nakshatra and pada. `correction` says how the rule 'add 30 degrees when the lagna is not between the two points' is read: `sign-inclusive` (default: the signs from the subtracted point's to the other's, both included), `longitude`, or `sign` (as PyJHora).",
      summary:
        "The 36 sahams (Tajaka correction on the signs from the subtracted point's to the other's, both included; or on longitudes, or on signs as PyJHora)",
      body: S.tSahamBodySchema,
      response: R.tSahamResponse,
      example: { birth: BIRTH },
    },
    key,
    C.postSaham,
  );
  f.on(
    'POST',
    '/api/varshaphal',
    {
      ...keyedPost,
      description:
        'The Tajaka annual chart (varshaphal) of the year of life after `years` completed years (0 to 150): the solar return (the instant the Sun is back at its natal sidereal longitude, to the second), the annual chart cast there at the birth place or `place`, muntha, the five office-bearers and the lord of the year with their pancha-vargeeya bala, the Tajaka aspects and deeptamsas, the 16 Tajaka yogas with the grahas forming each, and the Mudda (Varsha Vimsottari) and Patyayini dashas of the year to `dasha_depth` 1 to 3 (default 2). Rules and sources: docs/varshaphal.md.',
      summary:
        'Tajaka annual chart: solar return, muntha, year lord, 16 Tajaka yogas, Mudda and Patyayini dashas',
      body: S.tVarshaphalBodySchema,
      response: R.tVarshaphalResponse,
      example: { birth: BIRTH, years: 36 },
    },
    key,
    C.postVarshaphal,
  );
  f.on(
    'GET',
    '/api/utsavas',
    {
      ...keyed,
      description: `The festivals and observances of a Gregorian year at New Delhi, each with its date, the rule that fixed it and the tradition (Smarta or Vaishnava) where they differ. 2024 to 2030 are prerendered by the cron; any other year from ${SUPPORTED_YEARS} is computed on its first request and stored (\`store\` says which).`,
      summary:
        'Festivals of a year at New Delhi: years the cron prerenders are read from the store, any other year is computed on demand and stored (`store` and `from_store` say which)',
      query: S.tUtsavasQuerySchema,
      response: R.tUtsavasResponse,
      example: { year: '2026' },
    },
    key,
    C.getUtsavas,
  );
  f.on(
    'POST',
    '/api/rectify',
    {
      ...keyedPost,
      description:
        'Ranks candidate birth times within `window_minutes` (1 to 720) of the approximate `birth` by how well dashas and transits fit dated life events (1 to 20 `events`, each a `date` and one of 7 `kind`s: marriage, childbirth, career_change, relocation, parent_death, major_illness, education). `grid_minutes` sets the step (default: at most 241 instants).',
      summary: 'Birth-time rectification by reverse fit on 7 event kinds',
      body: S.tRectifyBodySchema,
      response: R.tRectifyResponse,
      example: {
        birth: BIRTH,
        window_minutes: 60,
        events: [
          { date: '2015-02-14', kind: 'marriage' },
          { date: '2018-09-01', kind: 'childbirth' },
        ],
      },
    },
    key,
    C.postRectify,
  );
  f.on(
    'POST',
    '/api/sahaja',
    {
      ...keyedPost,
      description:
        'A 9-part personality vector of the birth (sattva, rajas, tamas and six more), each a value from 0 to 1 with the formula over classical factors (shadbala, the gunas of the grahas, dignities) that gave it and its source. Rules only: no language model is called (docs/sahaja-vector.md).',
      summary: '9-part personality vector from classical factors (no model call)',
      body: S.tBirthBodySchema,
      response: R.tSahajaResponse,
      example: { birth: BIRTH },
    },
    key,
    C.postSahaja,
  );
  f.on(
    'POST',
    '/api/yogas',
    {
      ...keyedPost,
      description:
        "The yogas that hold in the birth chart, each with its id, name, category, the grahas and houses that form it, the variants that matched and its classical source (BPHS, Brihat Jataka, Phaladeepika, Raman's Three Hundred Important Combinations).",
      summary: 'Yogas present in the chart, each with its classical source',
      body: S.tBirthBodySchema,
      response: R.tYogasResponse,
      example: { birth: BIRTH },
    },
    key,
    C.postYogas,
  );
  f.on(
    'POST',
    '/api/ashtakavarga',
    {
      ...keyedPost,
      description:
        "Sarvashtakavarga (SAV: bindus per sign, 337 in all), the seven bhinnashtakavargas (BAV) and the lagna's BAV, the BAVs after the trikona and ekadhipatya reductions, and each graha's sodhya pinda (rashi and graha pinda). Signs are listed Mesha first.",
      summary: 'Sarvashtakavarga, the 7 BAVs and the lagna BAV, reductions and sodhya pinda',
      body: S.tBirthBodySchema,
      response: R.tAshtakavargaResponse,
      example: { birth: BIRTH },
    },
    key,
    C.postAshtakavarga,
  );
  f.on(
    'POST',
    '/api/shadbala',
    {
      ...keyedPost,
      description:
        'Shadbala of the seven grahas: the total in virupas and rupas, the required rupas of each graha and the ratio to it, and every component (sthana, dig, kala, chesta, naisargika and drik bala and their parts), with the time context used (day or night birth, the year, month, weekday and hora lords, ahargana).',
      summary: 'Shadbala of the 7 grahas with every component',
      body: S.tBirthBodySchema,
      response: R.tShadbalaResponse,
      example: { birth: BIRTH },
    },
    key,
    C.postShadbala,
  );
  f.on(
    'POST',
    '/api/bhava-bala',
    {
      ...keyedPost,
      description:
        "Bhava bala of the 12 bhavas: the bhava's middle (degrees), its lord, the adhipati, dig and drishti components and the total in virupas and rupas (B.V. Raman, Graha and Bhava Balas).",
      summary: 'Bhava bala of the 12 bhavas',
      body: S.tBirthBodySchema,
      response: R.tBhavaBalaResponse,
      example: { birth: BIRTH },
    },
    key,
    C.postBhavaBala,
  );
  f.on(
    'POST',
    '/api/kp',
    {
      ...keyedPost,
      description:
        "Krishnamurti Paddhati: the sign, star, sub and sub-sub lords of the nine grahas and of the 12 Placidus cusps, on the request's `ayanamsha` (send krishnamurti for KP's own). Inside the polar circles the cusps are null and `cusp_note` says why.",
      summary: 'KP star, sub and sub-sub lords of the grahas and Placidus cusps',
      body: S.tBirthBodySchema,
      response: R.tKpResponse,
      example: { birth: BIRTH },
    },
    key,
    C.postKp,
  );
  f.on(
    'POST',
    '/api/karakas',
    {
      ...keyedPost,
      description:
        'The chara karakas (atmakaraka to darakaraka) by degrees within the sign: the 7-graha scheme (default) or the 8-graha scheme with Rahu (`scheme`: 8), with the ranking that gave them.',
      summary: 'Chara karakas (7 or 8 scheme) with their ranking',
      body: S.tKarakasBodySchema,
      response: R.tKarakasResponse,
      example: { birth: BIRTH, scheme: 7 },
    },
    key,
    C.postKarakas,
  );
  f.on(
    'POST',
    '/api/doshas',
    {
      ...keyedPost,
      description:
        "The 7 doshas (manglik, kaal sarp, pitra, kemdrum, guru chandal, grahan, shani), each with its rule and source, whether it is present, its severity, the cancellations checked and the details that decided it. Shani's dosha (sade sati, dhaiya) is judged on the date `on` (default today, UTC).",
      summary: 'The 7 doshas with their cancellations (Shani judged on `on`)',
      body: S.tDoshasBodySchema,
      response: R.tDoshasResponse,
      example: { birth: BIRTH, on: '2026-11-24' },
    },
    key,
    C.postDoshas,
  );
  f.on(
    'POST',
    '/api/special-lagnas',
    {
      ...keyedPost,
      description:
        "The special lagnas of the birth, each with its longitude, sign, nakshatra and pada, its rule and source: bhava, hora and ghati lagna (BPHS 5.2-8: the Sun at sunrise plus a sign every 5, 2.5 or 1 ghatis since sunrise), vighati lagna, pranapada (BPHS ch. 3), indu lagna (Uttara Kalamrita), sree lagna (P.V.R. Narasimha Rao), Bhrigu Bindu, and the varnada lagna of each house (BPHS 5.10-13). `variants` picks the reading of each aspect the texts and schools read differently: `day` (vedic-day: a birth before sunrise counts from the previous sunrise; civil-day: PyJHora's), `vighati` (jhora, vighatika), `varnada` (santhanam, bv-raman, sanjay-rath, jha-pandey). Where the Sun does not rise (polar day or night) the time-based lagnas are null with a note.",
      summary:
        'Special lagnas: bhava, hora, ghati, vighati, pranapada, indu, sree, Bhrigu Bindu, varnada per house',
      body: S.tSpecialLagnasBodySchema,
      response: R.tSpecialLagnasResponse,
      example: { birth: BIRTH, variants: { varnada: 'bv-raman' } },
    },
    key,
    C.postSpecialLagnas,
  );
  f.on(
    'POST',
    '/api/upagrahas',
    {
      ...keyedPost,
      description:
        "The eleven upagrahas of the birth with longitude, sign, nakshatra and pada: the Sun-based five (Dhuma, Vyatipata, Parivesha, Indrachapa, Upaketu; BPHS ch. 3) and the time-based six, each the lagna rising in its lord's eighth of the day or night (Kaala, Mrityu, Artha Prahara, Yama Ghantaka at the middle; Gulika and Mandi by `variants.gulika`: jhora, Gulika at the start and Mandi at the middle of Saturn's part; pvr, the reverse; kerala, Gulika at the start and Mandi at the end), with the eighth read and its instant.",
      summary: 'Upagrahas: Dhuma to Upaketu, Kaala to Mandi (Gulika/Mandi reading as a variant)',
      body: S.tUpagrahasBodySchema,
      response: R.tUpagrahasResponse,
      example: { birth: BIRTH, variants: { gulika: 'jhora' } },
    },
    key,
    C.postUpagrahas,
  );
  f.on(
    'POST',
    '/api/jaimini',
    {
      ...keyedPost,
      description:
        'The Jaimini structures of the birth: the arudha padas A1 (AL) to A12 (UL) with the 1st/7th exception, the pada of every sign, the graha arudhas, rasi drishti, argala and virodhargala on each house, the order of the signs by the strength rules of the rasi dashas with the lords of Scorpio and Aquarius they read, and the karakamsa and swamsa (the atmakaraka by `scheme`, default 8 with Rahu).',
      summary:
        'Jaimini: arudha padas, graha arudhas, rasi drishti, argala, sign strengths, karakamsa',
      body: S.tJaiminiBodySchema,
      response: R.tJaiminiResponse,
      example: { birth: BIRTH },
    },
    key,
    C.postJaimini,
  );
  f.on(
    'POST',
    '/api/houses',
    {
      ...keyedPost,
      description:
        'The ascendant and MC (sidereal degrees) and the 12 cusps of each house system offered: whole sign, equal, sripati and placidus. A quadrant system inside the polar circles is null.',
      summary: 'Ascendant, MC and the cusps of every house system',
      body: S.tBirthBodySchema,
      response: R.tHousesResponse,
      example: { birth: BIRTH },
    },
    key,
    C.postHouses,
  );
  f.on(
    'POST',
    '/api/planets',
    {
      ...keyedPost,
      description:
        "The nine grahas at an instant (`datetime` with its UTC offset; no place needed): sidereal and tropical longitude, latitude and speed (degrees per day), sign, degree in the sign, nakshatra and pada, and whether retrograde, with the ayanamsa's value.",
      summary: 'The nine sidereal grahas at an instant',
      body: S.tPlanetsBodySchema,
      response: R.tPlanetsResponse,
      example: { datetime: '2026-11-24T12:00:00+05:30' },
    },
    key,
    C.postPlanets,
  );
  f.on(
    'POST',
    '/api/transit',
    {
      ...keyedPost,
      description:
        'For one `graha` over [`from`, `to`] (at most 10 years; the Moon moves fast, so keep its window short): its sign and nakshatra ingresses, its stations (retrograde and direct), and with `natal` its returns to the natal longitude, each instant to the second in UTC.',
      summary:
        'Sign and nakshatra ingresses, stations and returns of one graha over up to 10 years',
      body: S.tTransitBodySchema,
      response: R.tTransitResponse,
      example: { graha: 'Jupiter', from: '2026-01-01', to: '2028-01-01', natal: BIRTH },
    },
    key,
    C.postTransit,
  );
  f.on(
    'GET',
    '/api/muhurta',
    {
      ...keyed,
      description:
        "The day's divisions at a place, sunrise to sunrise: the 15 day and 15 night muhurtas with Abhijit and Brahma muhurta, the day and night choghadiya with their quality, the 24 horas, Rahu kala, Yamaganda and Gulika kala, each with start and end (ISO 8601 in the local zone: `tz`, else looked up from the coordinates).",
      summary: 'Muhurtas, choghadiya, horas and kalams of a date at a place',
      query: S.tPlaceQuerySchema,
      response: R.tMuhurtaResponse,
      example: PLACE_Q,
    },
    key,
    C.getMuhurta,
  );
  f.on(
    'GET',
    '/api/rise-set',
    {
      ...keyed,
      description:
        "Sunrise, sunset, moonrise and moonset of `date` at a place, as UTC instants, in two conventions: hindu (the disc's centre on the horizon, no refraction) and civil (upper limb, standard refraction). Where the Sun or the Moon does not rise or set that day the time is null and `sun_polar` / `moon_polar` says why.",
      summary: 'Sunrise, sunset, moonrise and moonset in the hindu and civil conventions',
      query: S.tPlaceQuerySchema,
      response: R.tRiseSetResponse,
      example: PLACE_Q,
    },
    key,
    C.getRiseSet,
  );
  f.on(
    'GET',
    '/api/ayanamsha',
    {
      ...keyed,
      description:
        "The value in degrees of every ayanamsa the engine offers (lahiri, raman, krishnamurti, yukteshwar, surya-siddhanta, true chitra, true pushya, fagan-bradley) at 12:00 UT of `date`, with that instant's Julian day.",
      summary: 'Every ayanamsa offered, at noon UT of a date',
      query: S.tAyanamshaQuerySchema,
      response: R.tAyanamshaResponse,
      example: { date: '2026-11-24' },
    },
    key,
    C.getAyanamsha,
  );

  // Pro
  f.on(
    'POST',
    '/api/charts/bulk',
    {
      ...keyed,
      description:
        'Pro. Up to 1,000 births (each with an optional `id` echoed back) in one call: the lagna and the nine grahas of each, with whole-sign bhavas. JSON by default, or NDJSON with `Accept: application/x-ndjson` (one chart per line, written as the client reads). Each birth counts one call; 1,001 births answer 413, and bodies are limited to 512 KiB.',
      summary: 'Up to 1,000 basic charts; JSON or NDJSON (Accept: application/x-ndjson) (Pro)',
      body: tBulkBodySchema,
      response: R.tBulkResponse,
      example: {
        births: [
          BIRTH,
          { datetime: '1992-11-03T06:40:00+05:30', lat: 19.076, lon: 72.8777, id: 'b' },
        ],
      },
    },
    bulk,
    postBulk,
  );
  f.on(
    'POST',
    '/api/charts',
    {
      ...keyedPost,
      description:
        "Pro. Saves a chart under the key's owner (the only way Family T stores birth data) and answers it computed, 201 with `Location`. Send `Idempotency-Key` so that a retried request saves once (the same key with another body is 422). Saved charts can be read and erased on any tier afterwards.",
      summary: 'Save a chart (explicit persistence, Pro); Idempotency-Key honoured',
      errors: { 422: 'the Idempotency-Key was used for another body' },
      body: tSaveBodySchema,
      response: R.tSavedChartResponse,
      successStatus: 201,
      example: { birth: BIRTH, name: 'me', vargas: ['D1', 'D9'] },
    },
    pro,
    postSavedChart,
  );
  f.on(
    'GET',
    '/api/charts',
    {
      ...keyed,
      description:
        "The charts the key's owner saved, newest first, `limit` at a time (default 50, at most 200) from `offset`, with the total. Any tier, so data saved on Pro can always be read back.",
      summary: "The owner's saved charts",
      query: savedListQuerySchema,
      response: R.tSavedChartsResponse,
    },
    manage,
    getSavedCharts,
  );
  f.on(
    'GET',
    '/api/charts/:id',
    {
      ...keyedPost,
      description:
        "One saved chart of the key's owner, recomputed with the request's engine version (pin another with `X-Engine-Version` on Pro). Another owner's id answers 404, the same as an id that does not exist.",
      params: { id: "the chart's id (a UUID), from the answer of POST /api/charts or the list" },
      summary: "One saved chart, recomputed (another owner's id: 404)",
      response: R.tSavedChartResponse,
    },
    key,
    getSavedChart,
  );
  f.on(
    'DELETE',
    '/api/charts/:id',
    {
      ...keyed,
      description:
        "Erases a saved chart of the key's owner, and every webhook registered on it, at once and for good. Another owner's id answers 404.",
      params: { id: "the chart's id (a UUID)" },
      summary: 'Erase a saved chart and its webhooks',
      response: R.tDeletedResponse,
    },
    manage,
    deleteSavedChart,
  );
  f.on(
    'POST',
    '/api/webhooks',
    {
      ...keyed,
      description:
        'Pro. Registers an HTTPS receiver (`url`) for events of a saved chart (`chart_id`): `dasha.transition` (a new period begins, at `dasha_level`) and `transit.window`. Deliveries are signed per Standard Webhooks with the secret returned here once, and retried with backoff through a queue. At most 20 active webhooks per owner (409 past it); private and loopback addresses are refused.',
      summary: "Register an outbound webhook on a saved chart and/or the owner's jobs (Pro)",
      errors: { 409: 'the owner has 20 active webhooks' },
      body: W.webhookBodySchema,
      response: W.tWebhookCreatedResponse,
      successStatus: 201,
      example: {
        url: 'https://hooks.example.com/jyotisha',
        events: ['dasha.transition', 'transit.window'],
        chart_id: '00000000-0000-4000-8000-000000000000',
      },
    },
    proManage,
    W.postWebhook,
  );
  f.on(
    'GET',
    '/api/webhooks',
    {
      ...keyed,
      description:
        "The active webhooks of the key's owner, newest first: id, url, events, chart and times (never the signing secret, which is shown only when the webhook is created).",
      summary: "The owner's webhooks",
      response: W.tWebhooksResponse,
    },
    manage,
    W.getWebhooks,
  );
  f.on(
    'GET',
    '/api/webhooks/:id',
    {
      ...keyed,
      description: "One webhook of the key's owner. Another owner's id answers 404.",
      params: { id: "the webhook's id, from POST /api/webhooks or the list" },
      summary: 'One webhook',
      response: W.tWebhookResponse,
    },
    manage,
    W.getWebhookById,
  );
  f.on(
    'DELETE',
    '/api/webhooks/:id',
    {
      ...keyed,
      description:
        "Deletes a webhook of the key's owner: no further deliveries are made (one already in flight may still arrive). Another owner's id answers 404.",
      params: { id: "the webhook's id" },
      summary: 'Delete a webhook',
      response: W.tWebhookDeletedResponse,
    },
    manage,
    W.deleteWebhookById,
  );
  f.on(
    'GET',
    '/api/webhooks/:id/deliveries',
    {
      ...keyed,
      description:
        "The delivery log of one webhook, newest first (`limit`, default 50): event, status (pending, sending, delivered, retrying, failed), attempts, the receiver's last status code and error, and the times.",
      params: { id: "the webhook's id" },
      summary: 'Delivery log of a webhook: status and attempts',
      query: W.deliveriesQuerySchema,
      response: W.tDeliveriesResponse,
    },
    manage,
    W.getDeliveries,
  );

  // research jobs (docs/jobs.md): Pro and Enterprise; units are charged up front by the handler
  const jobBirths = [
    { id: 'a', datetime: '1990-05-17T12:15:00+05:30', lat: 28.6139, lon: 77.209 },
    { id: 'b', datetime: '1992-11-03T06:40:00+05:30', lat: 19.076, lon: 72.8777 },
  ];
  f.on(
    'POST',
    '/api/jobs',
    {
      ...keyed,
      description:
        "Pro (and Enterprise). A research job over many units: **births** (`births`, up to 100,000 inline in 10 MiB of JSON; or an NDJSON stream of up to 1,000,000, `Content-Type: application/x-ndjson`, optionally gzip, whose first line is the options) or a **series** of instants (`series: {lat, lon, from, to, step: day or hour, quantities}`, at most 200 years and 1,000,000 instants). Options as `POST /api/chart`, `rows` (basic or chart) and `formats` (ndjson, csv, parquet). Answers 202 with the job and `Location`; poll `GET /api/jobs/{id}`. Each unit counts as one call on the owner's monthly quota, up front (a cancel or a failed shard gives back the units not computed); at most 3 jobs run at once per owner (Enterprise 10; sandbox 1). A birth is at most 4,096 bytes (413 naming it). Inputs and parts are kept 7 days after the job ends (docs/jobs.md).",
      tags: ['T jobs'],
      summary:
        'Create a job: up to 1,000,000 births (inline JSON, or an NDJSON stream whose first line is the options) or a daily/hourly series of up to 200 years; 202 with its id (Pro)',
      errors: {
        413: 'more births than a job (1,000,000) or an inline body (100,000) holds, a birth over 4,096 bytes (UNIT_TOO_LARGE, naming it), or an upload of more than 4,096 decompressed bytes per birth',
        503: 'the jobs bucket, queue or ledger is not configured',
      },
      body: J.jobBodySchema,
      response: J.tJobResponse,
      successStatus: 202,
      successHeaders: { Location: 'the job: GET it for progress and, once ended, its parts' },
      example: { births: jobBirths, rows: 'basic', formats: ['ndjson', 'csv'] },
    },
    bulk,
    J.postJob,
  );
  f.on(
    'GET',
    '/api/jobs',
    {
      ...keyed,
      description:
        "The jobs of the key's owner on the key's environment (a sandbox key lists only sandbox jobs), newest first: `limit` (1 to 200, default 50) from `offset`, with their state and counts. Any tier; counts nothing on the quota.",
      tags: ['T jobs'],
      summary: "The owner's jobs, newest first",
      query: J.jobsListQuerySchema,
      response: J.tJobsResponse,
    },
    manage,
    J.getJobs,
  );
  f.on(
    'GET',
    '/api/jobs/:id',
    {
      ...keyed,
      description:
        "A job of the key's owner: its state (queued, running, done, failed, cancelled), shards and units done, `progress` (rows done and total, the rate since it started and the time left), `billing` (units charged and given back), the errors per shard (bad units name an index and a field, never a value), each finished shard's parts per format (and its errors part) with a signed link valid an hour, while it runs and after it ends, and once it has ended `downloads`: one merged file per format, a signed link valid a day. Polling counts nothing on the quota; another owner's id, or a job of the other environment (sandbox or production), answers 404.",
      params: { id: "the job's id, from POST /api/jobs (its Location header) or the list" },
      tags: ['T jobs'],
      summary:
        "A job: state, progress and ETA, errors per shard, signed links to its finished parts and, once ended, one merged download per format (another owner's id: 404)",
      response: J.tJobResponse,
    },
    manage,
    J.getJob,
  );
  f.on(
    'DELETE',
    '/api/jobs/:id',
    {
      ...keyed,
      description:
        "Cancels a queued or running job as POST /api/jobs/{id}/cancel does (the units not computed are given back) and erases its inputs and parts at once; the record, without birth data, stays until it expires. Another owner's id answers 404.",
      params: { id: "the job's id" },
      tags: ['T jobs'],
      summary:
        'Cancel a job and erase its inputs and parts now (the record, without birth data, stays until it expires)',
      response: J.tJobResponse,
    },
    manage,
    J.deleteJob,
  );
  f.on(
    'GET',
    '/api/jobs/:id/parts/:name',
    {
      description:
        "One part of a job (NDJSON, CSV or Parquet, or a shard's errors part `errors-00042.ndjson`) to whoever holds its signed link (`expires`, `kid`, `sig`, from GET /api/jobs/{id}); no key needed, so the link can go to a download tool. A wrong signature is 403, an expired link 410 (GET the job again for fresh links), a deleted part 404.",
      paramSources: { name: 'GET /api/jobs/{id}#/parts/0/url' },
      params: {
        id: "the job's id",
        name: "the part's file name, e.g. part-00042.csv or errors-00042.ndjson",
      },
      tags: ['T jobs'],
      summary:
        "One part of a job (NDJSON, CSV or Parquet, or a shard's errors part `errors-00042.ndjson`), to the holder of a signed link from GET /api/jobs/:id; links last an hour",
      query: J.partQuerySchema,
      response: J.tJobPartBody,
      produces: ['application/x-ndjson', 'text/csv', 'application/vnd.apache.parquet'],
      errors: {
        403: 'the link was not signed for this part',
        404: 'no such part (the job was deleted or expired)',
        410: 'the link has expired',
      },
    },
    J.getPart,
  );
  f.on(
    'GET',
    '/api/jobs/:id/download/:format',
    {
      description:
        "Every part of one format of an ended job as one file, in input order, to whoever holds its signed link (`expires`, `kid`, `sig`, from `downloads` of GET /api/jobs/{id}; a link lasts a day): NDJSON and the errors parts concatenated, CSV with one header, Parquet one file holding every part's row groups. No key needed. A wrong signature is 403, an expired link 410, a deleted job 404.",
      paramSources: { format: 'GET /api/jobs/{id}#/downloads/ndjson/url' },
      params: { id: "the job's id", format: 'ndjson, csv, parquet or errors' },
      tags: ['T jobs'],
      summary:
        'One merged download per format of an ended job (NDJSON, CSV, Parquet or its errors), to the holder of a signed link; links last a day',
      query: J.downloadQuerySchema,
      response: J.tJobPartBody,
      produces: ['application/x-ndjson', 'text/csv', 'application/vnd.apache.parquet'],
      errors: {
        403: 'the link was not signed for this download',
        404: 'no such download (the job was deleted, expired or wrote no part of the format)',
        410: 'the link has expired',
      },
    },
    J.getDownload,
  );
  // after the part and download routes: a collection run in document order cancels a job that has ended (its parts are read first)
  f.on(
    'POST',
    '/api/jobs/:id/cancel',
    {
      ...keyed,
      description:
        "Cancels a queued or running job: shards not finished are skipped, the parts written so far stay downloadable until the job expires (GET /api/jobs/{id}), and the units not computed are given back to the owner's quota (`billing.refunded_units`). A job that has ended is answered as it is. Another owner's id answers 404.",
      params: { id: "the job's id" },
      tags: ['T jobs'],
      summary: 'Cancel a job, keeping its finished parts and giving back the units not computed',
      response: J.tJobResponse,
    },
    manage,
    J.cancelJob,
  );

  // keys and usage
  f.on(
    'POST',
    '/api/keys',
    {
      description:
        "Issues a Family T Starter key at once, no card; the key text is shown only in this answer. With a Bearer key the new key joins that key's owner, with the R session cookie the account's owner, else a new owner for `email`. Limits: 10 keys an hour from one network address (shared by every key-issuing route: POST /t/api/keys, /v1/keys, /v1/keys/sandbox, /n/api/keys and the dashboard; the 429 says when it resets; `KEY_ISSUE_LIMIT_PER_HOUR` raises it in local development), 3 live keys per email and family (409), 10 keys per email in 30 days. `environment: sandbox` issues an `sk_test_` key with the sandbox quota.",
      summary: 'Issue a Starter key at once (no card; at most 3 live keys per email)',
      errors: {
        409: 'the email holds its 3 live keys of this family (the count is in details), or was issued 10 keys in 30 days',
      },
      body: issueKeyBodySchema,
      response: R.tKeyIssuedResponse,
      successStatus: 201,
      limited: true,
      auth: 'bearer-optional',
      tags: ['T keys'],
      example: { email: 'dev@example.com' },
    },
    postKeys('T'),
  );
  f.on(
    'GET',
    '/api/keys',
    {
      description:
        'The keys of the owner of the Bearer key (or of the signed-in R account), newest first: id, prefix, family, environment, tier, status, created and revoked times and the key that replaced it. Never the key text.',
      summary: "The owner's keys (Bearer key of the owner, or the R session)",
      response: R.tKeysResponse,
      auth: 'bearer',
      tags: ['T keys'],
    },
    getKeys,
  );
  f.on(
    'DELETE',
    '/api/keys/:id',
    {
      description:
        "Revokes a key at once: authorised by the key itself, another key of its owner, or the owner's R session. Another owner's key id answers 404.",
      params: { id: "the key's public id: the 16 hex digits after sk_live_ or sk_test_" },
      summary: 'Revoke a key (by the key itself, another key of its owner, or the R session)',
      response: R.tKeyRevokedResponse,
      auth: 'bearer',
      tags: ['T keys'],
    },
    deleteKey,
  );
  f.on(
    'POST',
    '/api/keys/:id/rotate',
    {
      description:
        "Replaces a key: the old one is revoked at once and the new key, shown only in this answer, keeps the month's counters and the owner's tier. A revoked key answers 409.",
      params: { id: 'the public id of the key to replace (16 hex digits)' },
      summary: 'Replace a key; the new key keeps the counters',
      errors: { 409: 'the key is already revoked' },
      response: R.tKeyIssuedResponse,
      successStatus: 201,
      auth: 'bearer',
      tags: ['T keys'],
    },
    rotateKey,
  );
  f.on(
    'GET',
    '/api/usage',
    {
      description:
        "The Bearer key's month so far (UTC): calls, refusals, quota, remaining and the reset instant, with the calls of each day. Counts nothing, and reports the key's limits in the RateLimit headers like every keyed route.",
      summary: "The key's month so far: calls, denials, quota and days",
      response: R.tUsageResponse,
      auth: 'bearer',
      limited: true,
      tags: ['T keys'],
    },
    manage,
    getUsage,
  );
  f.on(
    'GET',
    '/api/attribution',
    {
      description:
        'The attribution Starter answers require: the text, the link and an HTML snippet to show near the results. Pro and Enterprise answers need none. No key needed.',
      summary: 'The attribution Starter responses require',
      response: R.tAttributionResponse,
      tags: ['T keys'],
    },
    getAttribution,
  );
  f.on(
    'POST',
    '/api/admin/keys/:id/tier',
    {
      description:
        'Operator only (`X-Admin-Token` equal to the `ADMIN_TOKEN` secret; 503 when the secret is unset): sets the tier (starter, pro, enterprise) of the owner of a key and, for Enterprise, a custom monthly volume (`monthly_quota`). Every key of the owner takes the new tier at once.',
      params: { id: 'the public id (16 hex digits) of any key of the owner' },
      summary: "Operator: set a key owner's tier and custom monthly volume (X-Admin-Token)",
      body: adminTierBodySchema,
      response: R.tAdminTierResponse,
      tags: ['T admin'],
      auth: 'admin-token',
      example: { tier: 'pro' },
    },
    postAdminTier,
  );
  return f;
}
