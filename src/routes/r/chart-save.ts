/**
 * @module The save hook of Family R `POST /api/chart` (spec: "with a signed-in session cookie the
 * chart is also saved to that user's account"). A request without the session cookie is never
 * looked up and touches no storage. With the cookie the CSRF rule applies (403 otherwise); a live
 * session saves the validated input and the resolved settings and answers the saved id in the
 * `X-Saved-Chart-Id` header (the body stays the deterministic chart). An unknown or expired
 * session computes the chart without saving and says so in `X-Chart-Saved: false`.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { saveChart } from '../../services/charts.js';
import { checkCsrf, currentSession, sessionToken, withRotatedCookie } from './session.js';

export async function saveChartForSession(c: Context<AppEnv>, input: Record<string, unknown>, settings: { ayanamsa: string; nodeMode: string; houseSystem: string }, res: Response): Promise<Response> {
  if (sessionToken(c) === undefined) return res;
  checkCsrf(c);
  const s = await currentSession(c);
  const out = new Response(res.body, res);
  if (!s) {
    out.headers.set('X-Chart-Saved', 'false');
    return out;
  }
  const id = await saveChart(c.env.DB, s.userId, input, { ayanamsa: settings.ayanamsa, nodeMode: settings.nodeMode, houseSystem: settings.houseSystem }, Date.now());
  out.headers.set('X-Chart-Saved', 'true');
  out.headers.set('X-Saved-Chart-Id', id);
  return withRotatedCookie(out, s);
}
