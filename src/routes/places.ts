/**
 * @module Default places of the routes. New Delhi is the spec's default city for panchang and
 * utsavas (coordinates of Connaught Place; zone Asia/Kolkata).
 */
import type { Place } from '../engine/calendar/solar-day.js';

export const NEW_DELHI: Place = { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } };
export const DEFAULT_PLACE = NEW_DELHI;
