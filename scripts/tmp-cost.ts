import * as op from '../src/routes/shared/operations.js';
import { zoneAt } from '../src/services/zone-lookup.js';
import { GRAHA_NAMES } from '../src/engine/core/constants.js';
const tz = zoneAt(28.6, 77.2);
let t0 = performance.now();
for (let d = 0; d < 200; d++) op.panchangOperation({ year: 2000, month: 1 + (d % 12), day: 1 + (d % 28) }, 28.6, 77.2, { ianaZone: tz });
console.log('panchang ms/day', ((performance.now() - t0) / 200).toFixed(2));
t0 = performance.now();
for (let d = 0; d < 200; d++) op.panchangOperation({ year: 2001, month: 1 + (d % 12), day: 1 + (d % 28) }, 28.6, 77.2, { ianaZone: tz });
console.log('panchang ms/day', ((performance.now() - t0) / 200).toFixed(2));
const p = op.panchangOperation({ year: 2001, month: 3, day: 3 }, 28.6, 77.2, { ianaZone: tz });
console.log(JSON.stringify(p).slice(0, 1500));
t0 = performance.now();
let n = 0;
for (const g of GRAHA_NAMES) { const r = op.transitOperation(g, 2451545, 2451545 + 1000, { ayanamsa: 'lahiri', nodeMode: 'mean' }); n += r.sign_ingresses.length + r.nakshatra_ingresses.length + r.stations.length; }
console.log('transit 9 grahas x 1000 days ms', (performance.now() - t0).toFixed(1), n);
