"""The Python client against a running Worker (``npm start``, or the built Worker the repository's
test/sdk/live.test.ts starts in Miniflare), checked against independent references.

Set ``JYOTISHA_ORIGIN`` to the Worker's origin, e.g. ``JYOTISHA_ORIGIN=http://127.0.0.1:8787
python3 -m unittest discover -s sdk/python/tests``. Without it these tests are skipped (the unit
tests in test_runtime.py still run); the repository's test suite always sets it and fails on a skip.

References:
- Swiss Ephemeris (DE431), sidereal Lahiri, mean node, for 2022-08-01 01:32:08 at UTC+05:30,
  7.6412 N 27.7636 E: the case of test/fixtures/chart-oracle.json (scripts/gen-chart-fixture.mjs).
- The full moon of 2026-11-24 at 14:53:32 UTC (Meeus, Astronomical Algorithms ch. 49, computed
  with the astronomia package and its Delta T): Purnima, the 15th tithi of the bright half, ends
  at the full moon, so it is the tithi at that morning's sunrise in India and ends at 20:23 IST.
"""

from __future__ import annotations

import datetime as dt
import os
import sys
import unittest
import uuid
from typing import Any, Dict, List, cast

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from jyotisha import JobProgress, Jobs, JyotishaError, NClient, PClient, R2Client, RateLimitError, RClient, RetryPolicy, TClient, VClient  # noqa: E402

ORIGIN = os.environ.get("JYOTISHA_ORIGIN")
#: the Worker's operator secret (ADMIN_TOKEN), to make a key Pro for the jobs test
ADMIN_TOKEN = os.environ.get("JYOTISHA_ADMIN_TOKEN")

SWISS_EPHEMERIS_2022_08_01 = {
    "Sun": 104.4301935306722,
    "Moon": 139.10460220590227,
    "Mars": 23.79297863160112,
    "Mercury": 119.8361630351321,
    "Jupiter": 344.5336202256218,
    "Venus": 82.50452990327426,
    "Saturn": 298.75415185154884,
    "Rahu": 24.144652608464444,
    "Ketu": 204.14465260846444,
}
FULL_MOON_UTC = dt.datetime(2026, 11, 24, 14, 53, 32, tzinfo=dt.timezone.utc)
#: the engine's agreement with Swiss Ephemeris (test/routes/r-chart.test.ts uses the same bound)
TOL_ARCSEC = 60.0
#: tithi ends: Meeus' full moon is good to seconds; two minutes leave room for the ephemerides
TOL_TITHI_S = 120.0


def arcsec(a: float, b: float) -> float:
    d = abs(a - b) % 360.0
    return min(d, 360.0 - d) * 3600.0


def email() -> str:
    return f"py-{uuid.uuid4().hex[:12]}@example.com"


@unittest.skipUnless(ORIGIN, "set JYOTISHA_ORIGIN to the origin of a running Worker")
class LiveTest(unittest.TestCase):
    origin: str

    @classmethod
    def setUpClass(cls) -> None:
        cls.origin = ORIGIN or ""

    def assert_purnima_ends_at_full_moon(self, iso: str) -> None:
        end = dt.datetime.fromisoformat(iso)
        self.assertLess(abs((end - FULL_MOON_UTC).total_seconds()), TOL_TITHI_S, iso)

    def test_r_chart_agrees_with_swiss_ephemeris(self) -> None:
        r = RClient(origin=self.origin)
        chart = r.post_api_chart(
            {"year": 2022, "month": 8, "day": 1, "hour": 1, "minute": 32, "second": 8, "lat": 7.6412, "lon": 27.7636, "tzHours": 5.5},
            include="grahas,lagna",
        )
        self.assertIs(chart["ok"], True)
        grahas = chart.get("grahas") or []
        self.assertEqual(sorted(g["name"] for g in grahas), sorted(SWISS_EPHEMERIS_2022_08_01))
        for g in grahas:
            self.assertLess(arcsec(g["longitude"], SWISS_EPHEMERIS_2022_08_01[g["name"]]), TOL_ARCSEC, g["name"])
        lagna = chart.get("lagna")
        assert lagna is not None
        self.assertLess(arcsec(lagna["longitude"], 344.7495246994568), TOL_ARCSEC)

    def test_n_panchang_purnima_at_varanasi(self) -> None:
        res = NClient(origin=self.origin).get_api_panchang(city="varanasi", date="2026-11-24")
        self.assertIs(res["success"], True)
        tithi = res["data"]["panchang"]["tithi"][0]
        # the document names some fields of a tithi; the others are in the dict all the same
        more = cast(Dict[str, Any], tithi)
        self.assertEqual((tithi["name"], more["paksha"], more["number"]), ("Purnima", "Shukla", 15))
        self.assert_purnima_ends_at_full_moon(tithi["end"]["iso"])

    def test_p_panchanga_by_coordinates(self) -> None:
        res = PClient(origin=self.origin).get_api_panchanga(date="2026-11-24", lat=28.6139, lng=77.209)
        self.assertEqual(res["location"]["tz"], "Asia/Kolkata")
        self.assertEqual(res["panchanga"]["tithi"]["name"], "Purnima")
        self.assert_purnima_ends_at_full_moon(res["panchanga"]["tithi"]["ends_at_iso"])

    def test_t_key_then_panchang_and_usage(self) -> None:
        issued = TClient(origin=self.origin).post_api_keys({"email": email()})
        self.assertTrue(issued["key"].startswith("sk_live_"))
        t = TClient(origin=self.origin, api_key=issued["key"])
        res = t.get_api_panchang(date="2026-11-24", lat=28.6139, lon=77.209)
        self.assertEqual(res["place"]["zone"], "Asia/Kolkata")
        tithi = res["panchang"]["tithi"][0]
        self.assertEqual(tithi["name"], "Purnima")
        self.assert_purnima_ends_at_full_moon(tithi["end"]["iso"])
        usage = t.get_api_usage()
        self.assertEqual(usage["key"]["id"], issued["id"])
        self.assertGreaterEqual(usage["month"]["calls"], 1)

    def test_v_key_then_panchanga_and_the_v_envelope(self) -> None:
        key = VClient(origin=self.origin).post_v1_keys({"email": email()})["key"]
        res = VClient(origin=self.origin, api_key=key).get_v1_panchanga(date="2026-11-24", lat=28.6139, lon=77.209, tz="Asia/Kolkata")
        self.assertEqual(res["place"]["tz"], "Asia/Kolkata")
        tithi = res["panchanga"]["tithi"][0]
        self.assertEqual(tithi["name"], "Purnima")
        self.assert_purnima_ends_at_full_moon(tithi["end"]["iso"])
        with self.assertRaises(JyotishaError) as ctx:
            VClient(origin=self.origin).get_v1_panchanga(date="2026-11-24", lat=28.6139, lon=77.209, tz="Asia/Kolkata")
        e = ctx.exception
        self.assertEqual((e.family, e.status, e.code, e.field), ("V", 401, "API_KEY_MISSING", "authorization"))
        self.assertIs(e.body["ok"], False)
        self.assertEqual(e.request_id, e.body["request_id"])

    def test_t_unknown_key_is_a_401_with_the_t_envelope(self) -> None:
        t = TClient(origin=self.origin, api_key="sk_live_0123456789abcdef_" + "0" * 64)
        with self.assertRaises(JyotishaError) as ctx:
            t.get_api_ayanamsha(date="2026-11-24")
        e = ctx.exception
        self.assertEqual((e.family, e.status, e.code), ("T", 401, "API_KEY_INVALID"))
        self.assertIn("Bearer", e.headers.get("www-authenticate") or e.headers.get("WWW-Authenticate") or "")
        self.assertTrue(e.request_id)

    def test_r2_bad_zone_names_the_field(self) -> None:
        with self.assertRaises(JyotishaError) as ctx:
            R2Client(origin=self.origin).post_api_chart({"date": "1990-05-17", "time": "12:15", "lat": 28.6139, "lon": 77.209, "tz": "Mars/Olympus"})
        e = ctx.exception
        self.assertEqual(e.status, 400)
        self.assertEqual(e.field, "tz")
        self.assertIsInstance(e.body, dict)

    def test_t_429_is_retried_after_the_stated_wait(self) -> None:
        # a sandbox key: a bucket of 10 calls refilled one every 6 s (docs/keys.md)
        issued = TClient(origin=self.origin).post_api_keys({"email": email(), "environment": "sandbox"})
        drain = TClient(origin=self.origin, api_key=issued["key"], retry=RetryPolicy(max_retries=0))
        for attempt in range(3):
            stated = None
            for _ in range(30):
                try:
                    drain.get_api_ayanamsha(date="2026-11-24")
                except RateLimitError as e:
                    stated = e.retry_after
                    break
            self.assertIsNotNone(stated, "the sandbox bucket never emptied")
            assert stated is not None
            self.assertTrue(1 <= stated <= 6, stated)
            statuses: List[int] = []
            waits: List[float] = []

            def sleep(s: float) -> None:
                waits.append(s)
                import time

                time.sleep(s)

            t = TClient(origin=self.origin, api_key=issued["key"], retry=RetryPolicy(sleep=sleep), on_response=lambda i: statuses.append(i.status))
            res = t.get_api_ayanamsha(date="2026-11-24")
            if statuses[0] != 429:
                continue  # a token came back between the two calls: drain again
            self.assertEqual(statuses[-1], 200)
            self.assertTrue(all(1 <= w <= 6 for w in waits), waits)
            lahiri = next(v for v in res["values"] if v["name"] == "lahiri")
            # Lahiri ayanamsa in late 2026 is 24 deg 14' (about 24.23 deg)
            self.assertAlmostEqual(lahiri["value_deg"], 24.23, delta=0.02)
            return
        self.fail("no call met an empty bucket")

    @unittest.skipUnless(ADMIN_TOKEN, "set JYOTISHA_ADMIN_TOKEN to the Worker's ADMIN_TOKEN (a Pro key is needed for jobs)")
    def test_t_jobs_submit_wait_download_resume(self) -> None:
        import tempfile

        issued = TClient(origin=self.origin).post_api_keys({"email": email()})
        TClient(origin=self.origin, admin_token=ADMIN_TOKEN).post_api_admin_keys_by_id_tier({"tier": "pro"}, id=issued["id"])
        jobs = Jobs(origin=self.origin, api_key=issued["key"])
        births = [{"id": f"p{i}", "datetime": f"{1950 + i % 70}-0{1 + i % 9}-1{i % 10}T0{i % 10}:30:00+05:30", "lat": -50 + i % 100, "lon": -170 + i % 340} for i in range(2100)]
        job = jobs.submit_ndjson(births, {"formats": ["ndjson", "csv"]})
        self.assertEqual((job["shards"]["total"], job["units"]["total"]), (3, 2100))
        seen: List[JobProgress] = []
        done = jobs.wait(job["id"], interval=0.1, on_progress=seen.append)
        self.assertEqual(done["state"], "done")
        self.assertTrue(all(p.rows_total == 2100 for p in seen))
        self.assertEqual((seen[-1].rows_done, seen[-1].percent, seen[-1].eta_seconds), (2100, 100, 0))
        self.assertEqual([r["id"] for r in jobs.rows(done)], [b["id"] for b in births])
        with tempfile.TemporaryDirectory() as d:
            paths = jobs.download_parts(done, "csv", d)
            self.assertEqual(len(paths), 3)
            # an interrupted download: one part lost, then resumed (the others are not fetched again)
            os.remove(paths[1])
            before = {p: os.path.getmtime(p) for p in (paths[0], paths[2])}
            self.assertEqual(jobs.download_parts(done["id"], "csv", d), paths)
            self.assertEqual({p: os.path.getmtime(p) for p in (paths[0], paths[2])}, before)
            out = os.path.join(d, "all.csv")
            Jobs.merge_parts(paths, "csv", out)
            with open(out, "rb") as fh:
                self.assertEqual(fh.read(), jobs.download(done, "csv"))


if __name__ == "__main__":
    unittest.main()
