"""The Python SDK's runtime through the generated clients, against a scripted HTTP server on a
loopback port (standard library only): URLs per family, credentials from each operation's
security, the 429 retry policy, the families' error envelopes and non-JSON answers.

Run: ``python3 -m unittest discover -s sdk/python/tests`` (from the repository root).
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
import unittest
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Dict, List, Optional, Tuple

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from jyotisha import (  # noqa: E402
    JyotishaError,
    NClient,
    PClient,
    R2Client,
    RateLimitError,
    RClient,
    RetryPolicy,
    TClient,
    VClient,
    parse_rate_limit,
    stated_retry_seconds,
)

KEY = "sk_live_0123456789abcdef_" + "a" * 64

Answer = Tuple[int, Dict[str, str], bytes]


def json_answer(body: Any, status: int = 200, headers: Optional[Dict[str, str]] = None) -> Answer:
    return status, {"content-type": "application/json; charset=utf-8", **(headers or {})}, json.dumps(body).encode()


class Stub:
    """A loopback HTTP server answering scripted responses in order (the last one repeats)."""

    def __init__(self) -> None:
        self.answers: List[Answer] = [json_answer({})]
        self.requests: List[Dict[str, Any]] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def _serve(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                stub.requests.append({"method": self.command, "path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body})
                status, headers, payload = stub.answers[min(len(stub.requests) - 1, len(stub.answers) - 1)]
                self.send_response(status)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = do_DELETE = _serve

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def script(self, *answers: Answer) -> None:
        self.answers = list(answers)
        self.requests = []

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class RuntimeTest(unittest.TestCase):
    stub: Stub

    @classmethod
    def setUpClass(cls) -> None:
        cls.stub = Stub()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.stub.close()

    def waits(self) -> Tuple[List[float], RetryPolicy]:
        recorded: List[float] = []
        return recorded, RetryPolicy(sleep=recorded.append)

    # URLs and parameters

    def test_origin_and_prefix_numbers_and_booleans_as_text(self) -> None:
        self.stub.script(json_answer({"ok": 1}))
        t = TClient(origin=self.stub.origin + "/", api_key=KEY)
        self.assertEqual(t.base_url, self.stub.origin + "/t")
        self.assertEqual(t.get_api_panchang(date="2026-11-24", lat=28.6139, lon=-77.5, trace=True), {"ok": 1})
        req = self.stub.requests[0]
        u = urllib.parse.urlsplit(req["path"])
        self.assertEqual(u.path, "/t/api/panchang")
        self.assertEqual(urllib.parse.parse_qsl(u.query), [("date", "2026-11-24"), ("lat", "28.6139"), ("lon", "-77.5"), ("trace", "true")])
        self.assertEqual(req["method"], "GET")

    def test_base_url_wins_and_path_parameters_are_encoded(self) -> None:
        self.stub.script(json_answer({"id": "x"}))
        TClient(self.stub.origin + "/t", origin="http://ignored", api_key=KEY).get_api_charts_by_id(id="a b/c")
        self.assertEqual(self.stub.requests[0]["path"], "/t/api/charts/a%20b%2Fc")

    def test_body_is_json_and_r_lives_at_the_root(self) -> None:
        self.stub.script(json_answer({"ok": True}))
        body = {"year": 1990, "month": 5, "day": 17, "hour": 12, "minute": 15, "lat": 28.6139, "lon": 77.209, "tzHours": 5.5}
        RClient(origin=self.stub.origin).post_api_chart(body, include="grahas,lagna")  # type: ignore[arg-type]
        req = self.stub.requests[0]
        self.assertEqual(req["path"], "/api/chart?include=grahas%2Clagna")
        self.assertEqual(req["headers"]["content-type"], "application/json")
        self.assertEqual(json.loads(req["body"]), body)

    def test_no_base_url_no_origin(self) -> None:
        with self.assertRaises(TypeError):
            PClient()

    # credentials

    def test_t_credentials_follow_security(self) -> None:
        self.stub.script(json_answer({}))
        t = TClient(origin=self.stub.origin, api_key=KEY, admin_token="op-secret")
        t.get_api_usage()
        t.get_api_attribution()
        t.post_api_admin_keys_by_id_tier({"tier": "pro"}, id="0123456789abcdef")
        r = self.stub.requests
        self.assertEqual(r[0]["headers"].get("authorization"), f"Bearer {KEY}")
        self.assertNotIn("authorization", r[1]["headers"])
        self.assertNotIn("authorization", r[2]["headers"])
        self.assertEqual(r[2]["headers"].get("x-admin-token"), "op-secret")

    def test_optional_bearer_only_when_configured(self) -> None:
        self.stub.script(json_answer({}, 201))
        TClient(origin=self.stub.origin).post_api_keys({"email": "me@example.com"})
        TClient(origin=self.stub.origin, api_key=KEY).post_api_keys({"email": "me@example.com"})
        self.assertNotIn("authorization", self.stub.requests[0]["headers"])
        self.assertEqual(self.stub.requests[1]["headers"].get("authorization"), f"Bearer {KEY}")

    def test_r2_service_key_and_r_session_cookie(self) -> None:
        self.stub.script(json_answer({}))
        r2 = R2Client(origin=self.stub.origin, service_key=KEY)
        r2.post_api_chart({"date": "1990-05-17", "time": "12:15", "lat": 28.6139, "lon": 77.209, "tz": "Asia/Kolkata"})
        r2.get_api_press()
        RClient(origin=self.stub.origin, session="sid-1").get_api_dashboard_charts()
        r = self.stub.requests
        self.assertEqual(r[0]["path"], "/r2/api/chart")
        self.assertEqual(r[0]["headers"].get("x-service-key"), KEY)
        self.assertNotIn("x-service-key", r[1]["headers"])
        self.assertEqual(r[2]["headers"].get("cookie"), "__Host-sid=sid-1")

    # 429

    def test_retry_after_then_the_answer(self) -> None:
        self.stub.script(json_answer({"error": {"code": "RATE_LIMITED", "message": "slow"}}, 429, {"retry-after": "2"}), json_answer({"values": []}))
        waits, policy = self.waits()
        seen: List[int] = []
        t = TClient(origin=self.stub.origin, api_key=KEY, retry=policy, on_response=lambda info: seen.append(info.status))
        self.assertEqual(t.get_api_ayanamsha(date="2026-11-24"), {"values": []})
        self.assertEqual(waits, [2.0])
        self.assertEqual(seen, [429, 200])

    def test_ratelimit_items_then_x_ratelimit_reset(self) -> None:
        now = int(time.time())
        self.stub.script(
            json_answer({}, 429, {"ratelimit": '"month";r=9000;t=500000, "rate";r=0;t=3'}),
            json_answer({}, 429, {"x-ratelimit-reset": str(now + 5)}),
            json_answer({"ok": 1}),
        )
        waits, policy = self.waits()
        TClient(origin=self.stub.origin, api_key=KEY, retry=policy).get_api_usage()
        self.assertEqual(waits[0], 3.0)
        self.assertTrue(4.0 <= waits[1] <= 5.0, waits)

    def test_wait_over_the_cap_raises_at_once(self) -> None:
        self.stub.script(json_answer({"error": {"code": "QUOTA_EXCEEDED", "message": "month used"}}, 429, {"retry-after": "86400"}))
        waits, policy = self.waits()
        with self.assertRaises(RateLimitError) as ctx:
            TClient(origin=self.stub.origin, api_key=KEY, retry=policy).get_api_usage()
        self.assertEqual(ctx.exception.retry_after, 86400.0)
        self.assertEqual(ctx.exception.code, "QUOTA_EXCEEDED")
        self.assertEqual(waits, [])
        self.assertEqual(len(self.stub.requests), 1)

    def test_gives_up_after_max_retries_with_backoff(self) -> None:
        self.stub.script(json_answer({"error": "rate-limit-exceeded", "message": "limit"}, 429))
        recorded: List[float] = []
        p = PClient(origin=self.stub.origin, retry=RetryPolicy(max_retries=2, sleep=recorded.append))
        with self.assertRaises(RateLimitError):
            p.post_api_email({"email": "a@example.com", "name": "A", "chart_url": "http://h/x"})
        self.assertEqual(recorded, [1.0, 2.0])
        self.assertEqual(len(self.stub.requests), 3)

    def test_header_parsing(self) -> None:
        items = parse_rate_limit('"r2-sahaja:anon";r=2;t=3541, "r2-sahaja-ip";r=9;t=3541')
        self.assertEqual([(i.policy, i.remaining, i.reset_seconds) for i in items], [("r2-sahaja:anon", 2, 3541), ("r2-sahaja-ip", 9, 3541)])
        now = 1795478400.0  # 2026-11-24T00:00:00Z
        self.assertEqual(stated_retry_seconds({"Retry-After": "Tue, 24 Nov 2026 00:00:30 GMT"}, now), 30.0)
        self.assertIsNone(stated_retry_seconds({"RateLimit": '"a";r=1;t=9'}, now))
        self.assertIsNone(stated_retry_seconds({}, now))

    # errors

    def test_t_error_envelope(self) -> None:
        self.stub.script(json_answer({"error": {"code": "INVALID_FIELD", "message": "birth.lat: expected", "field": "birth.lat"}, "request_id": "req-9"}, 400))
        with self.assertRaises(JyotishaError) as ctx:
            TClient(origin=self.stub.origin, api_key=KEY).post_api_chart({"birth": {"datetime": "1990-05-17T12:15:00+05:30", "lat": 99, "lon": 77}})
        e = ctx.exception
        self.assertEqual((e.family, e.status, e.code, e.field, e.request_id), ("T", 400, "INVALID_FIELD", "birth.lat", "req-9"))
        self.assertEqual(e.body["error"]["message"], "birth.lat: expected")

    def test_string_code_and_n_envelopes(self) -> None:
        self.stub.script(
            json_answer({"error": "invalid-field", "message": "tz: not a zone", "field": "tz"}, 400, {"x-request-id": "h-1"}),
            json_answer({"success": False, "error": {"code": "NOT_FOUND", "message": "no such city", "field": "city"}}, 404),
        )
        with self.assertRaises(JyotishaError) as c1:
            R2Client(origin=self.stub.origin).get_api_utsavas(year=2026)
        self.assertEqual((c1.exception.code, c1.exception.field, c1.exception.request_id), ("invalid-field", "tz", "h-1"))
        with self.assertRaises(JyotishaError) as c2:
            NClient(origin=self.stub.origin).get_api_panchang(city="atlantis")
        self.assertEqual((c2.exception.status, c2.exception.code), (404, "NOT_FOUND"))

    def test_missing_path_parameter_refused_before_sending(self) -> None:
        self.stub.script(json_answer({}))
        with self.assertRaises(TypeError):
            TClient(origin=self.stub.origin, api_key=KEY).get_api_charts_by_id(id="")
        self.assertEqual(self.stub.requests, [])

    # non-JSON answers

    def test_ndjson_as_text(self) -> None:
        self.stub.script((200, {"content-type": "application/x-ndjson"}, b'{"ok":true,"rows":2}\n{"jd":1}\n'))
        text = VClient(origin=self.stub.origin, api_key=KEY).post_v1_stream_ephemeris({"from": "2026-01-01", "to": "2026-01-02", "step_days": 1, "grahas": ["Sun"]})
        self.assertEqual([json.loads(line) for line in text.splitlines()], [{"ok": True, "rows": 2}, {"jd": 1}])
        self.assertEqual(self.stub.requests[0]["path"], "/v1/stream/ephemeris")
        self.assertEqual(self.stub.requests[0]["headers"].get("authorization"), f"Bearer {KEY}")

    def test_text_and_bytes(self) -> None:
        png = bytes([0x89, 0x50, 0x4E, 0x47])
        self.stub.script(
            (200, {"content-type": "image/svg+xml"}, b'<svg xmlns="http://www.w3.org/2000/svg"/>'),
            (200, {"content-type": "text/calendar; charset=utf-8"}, b"BEGIN:VCALENDAR"),
            (200, {"content-type": "image/png"}, png),
        )
        svg = RClient(origin=self.stub.origin).get_api_chart_svg(year=1990, month=5, day=17, hour=12, minute=15, lat=28.6, lon=77.2, tz_hours=5.5)
        self.assertTrue(svg.startswith("<svg"))
        p = PClient(origin=self.stub.origin)
        self.assertEqual(p.get_api_calendar_ics(lat=28.6, lng=77.2), "BEGIN:VCALENDAR")
        self.assertEqual(p.get_api_og_image(title="x", format="png"), png)

    def test_the_card_is_bytes_in_both_formats(self) -> None:
        svg = b'<svg xmlns="http://www.w3.org/2000/svg"/>'
        self.stub.script((200, {"content-type": "image/svg+xml"}, svg))
        card: bytes = PClient(origin=self.stub.origin).get_api_og_image(title="x")
        self.assertIsInstance(card, bytes)
        self.assertEqual(card, svg)


if __name__ == "__main__":
    unittest.main()
