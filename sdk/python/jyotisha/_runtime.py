"""The hand-written part of the Python SDK: one small HTTP layer on the standard library.

Every generated family client (``jyotisha/<family>.py``) calls :meth:`BaseClient._call`. It
builds the URL (base URL per family, path parameters, query), applies the credentials the
operation's OpenAPI ``security`` names, sends JSON, retries a 429 after the wait the answer
states (capped), decodes the answer by its Content-Type and raises :class:`JyotishaError` for
every non-2xx answer.
"""

from __future__ import annotations

import email.utils
import gzip
import json
import re
import time
import urllib.error
import urllib.parse
import urllib.request
import zlib
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple

__all__ = [
    "BaseClient",
    "Credential",
    "FamilySpec",
    "JyotishaError",
    "Operation",
    "RateLimitError",
    "RateLimitItem",
    "ResponseHook",
    "ResponseInfo",
    "RetryPolicy",
    "error_info",
    "parse_rate_limit",
    "stated_retry_seconds",
]


@dataclass(frozen=True)
class Credential:
    """How one credential is sent (from an OpenAPI security scheme)."""

    option: str
    #: ``bearer`` (Authorization: Bearer), ``header``, ``cookie`` or ``query``
    kind: str
    #: the header, cookie or query name (None for bearer)
    name: Optional[str]


@dataclass(frozen=True)
class FamilySpec:
    family: str
    #: the path of the family under the Worker's origin (``/t``, ``/n``, ``""`` for R and V)
    default_prefix: str
    #: scheme name -> credential
    credentials: Mapping[str, Credential]


@dataclass(frozen=True)
class Operation:
    operation_id: str
    method: str
    #: the path template of the document, e.g. ``/api/charts/{id}``
    path: str
    path_params: Tuple[str, ...] = ()
    query_params: Tuple[str, ...] = ()
    header_params: Tuple[str, ...] = ()
    body_media_type: Optional[str] = None
    #: alternatives of scheme names; an empty alternative means "no credentials"
    security: Tuple[Tuple[str, ...], ...] = ()
    #: how a success answer is decoded, from its documented media types: ``json``, ``text``,
    #: ``bytes`` (whatever the Content-Type: an image that may be SVG or PNG) or ``none``;
    #: ``None``: by the answer's Content-Type
    result: Optional[str] = None


@dataclass
class RetryPolicy:
    """What the client does with a 429.

    It waits the time the answer states (``Retry-After``, else the ``RateLimit`` item with
    nothing left, else ``X-RateLimit-Reset``), or ``fallback_delay`` doubled per retry when it
    states none, and tries again, at most ``max_retries`` times. A stated wait longer than
    ``max_delay`` seconds raises :class:`RateLimitError` at once (a monthly quota is not waited
    for).
    """

    max_retries: int = 3
    max_delay: float = 60.0
    fallback_delay: float = 1.0
    #: replaces ``time.sleep`` (tests); receives seconds
    sleep: Callable[[float], None] = time.sleep


@dataclass(frozen=True)
class ResponseInfo:
    """What the ``on_response`` hook sees of each HTTP exchange (one per attempt)."""

    operation_id: str
    method: str
    url: str
    attempt: int
    status: int
    headers: Mapping[str, str]


ResponseHook = Callable[[ResponseInfo], None]


def error_info(body: Any) -> Dict[str, Optional[str]]:
    """code, message, field and request id from any of the families' error envelopes."""

    def s(v: Any) -> Optional[str]:
        return v if isinstance(v, str) else None

    if not isinstance(body, dict):
        return {"code": None, "message": None, "field": None, "request_id": None}
    request_id = s(body.get("request_id")) or s(body.get("incidentId"))
    err = body.get("error")
    if isinstance(err, dict):
        return {"code": s(err.get("code")), "message": s(err.get("message")), "field": s(err.get("field")), "request_id": request_id}
    return {"code": s(err), "message": s(body.get("message")), "field": s(body.get("field")), "request_id": request_id}


class JyotishaError(Exception):
    """A non-2xx answer.

    ``body`` is the family's error envelope as sent (JSON parsed, else text); ``code``,
    ``message``, ``field`` and ``request_id`` are read from whichever envelope the family uses.
    """

    def __init__(self, family: str, operation_id: str, status: int, body: Any, headers: Mapping[str, str]) -> None:
        info = error_info(body)
        self.family = family
        self.operation_id = operation_id
        self.status = status
        self.body = body
        self.code = info["code"]
        self.message = info["message"]
        self.field = info["field"]
        self.headers = dict(headers)
        self.request_id = info["request_id"] or _header(headers, "x-request-id")
        text = f"{family} {operation_id}: HTTP {status}"
        if self.code:
            text += f" {self.code}"
        if self.message:
            text += f": {self.message}"
        super().__init__(text)


class RateLimitError(JyotishaError):
    """A 429 that was not (or no longer) retried; ``retry_after`` is the wait it stated, in seconds."""

    def __init__(self, family: str, operation_id: str, body: Any, headers: Mapping[str, str], retry_after: Optional[float]) -> None:
        super().__init__(family, operation_id, 429, body, headers)
        self.retry_after = retry_after


@dataclass(frozen=True)
class RateLimitItem:
    """One item of the IETF ``RateLimit`` header: ``"name";r=<remaining>;t=<seconds to reset>``."""

    policy: str
    remaining: Optional[float] = None
    reset_seconds: Optional[float] = None


_NUMBER = re.compile(r"^-?\d+(\.\d+)?$")
_TEXT = re.compile(r"^(text/|application/([\w.+-]*\+)?xml\b|image/svg\+xml\b|application/(x-)?ndjson\b|application/jsonl\b|application/(x-)?(javascript|ecmascript)\b)")


def parse_rate_limit(value: Optional[str]) -> List[RateLimitItem]:
    """Parses ``RateLimit`` (draft-ietf-httpapi-ratelimit-headers); malformed items are skipped."""
    if not value:
        return []
    parts: List[str] = []
    cur = ""
    quoted = False
    for ch in value:
        if ch == '"':
            quoted = not quoted
        if ch == "," and not quoted:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    items: List[RateLimitItem] = []
    for part in parts:
        head, *params = part.strip().split(";")
        if not head.strip():
            continue
        policy = head.strip()
        if len(policy) >= 2 and policy[0] == '"' and policy[-1] == '"':
            policy = policy[1:-1]
        remaining: Optional[float] = None
        reset: Optional[float] = None
        for p in params:
            k, _, v = p.partition("=")
            k, v = k.strip(), v.strip()
            if not _NUMBER.match(v):
                continue
            if k == "r":
                remaining = float(v)
            elif k == "t":
                reset = float(v)
        items.append(RateLimitItem(policy, remaining, reset))
    return items


def _header(headers: Mapping[str, str], name: str) -> Optional[str]:
    for k, v in headers.items():
        if k.lower() == name:
            return v
    return None


def stated_retry_seconds(headers: Mapping[str, str], now: float) -> Optional[float]:
    """The wait in seconds a 429 states.

    In this order: ``Retry-After`` (seconds or an HTTP date); the largest ``t`` of the
    ``RateLimit`` items with nothing left (``r=0``); ``X-RateLimit-Reset`` (Unix seconds) minus
    ``now`` (Unix seconds). None when the answer states none.
    """
    ra = (_header(headers, "retry-after") or "").strip()
    if ra:
        if ra.isdigit():
            return float(ra)
        try:
            at = email.utils.parsedate_to_datetime(ra)
            return max(0.0, float(int(at.timestamp() - now + 0.999)))
        except (TypeError, ValueError):
            pass
    exhausted = [i.reset_seconds for i in parse_rate_limit(_header(headers, "ratelimit")) if i.remaining == 0 and i.reset_seconds is not None]
    if exhausted:
        return max(exhausted)
    reset = (_header(headers, "x-ratelimit-reset") or "").strip()
    if reset.isdigit():
        return max(0.0, float(int(reset) - int(now)))
    return None


def _query_text(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def _decode(status: int, headers: Mapping[str, str], raw: bytes, expected: Optional[str] = None) -> Any:
    encoding = (_header(headers, "content-encoding") or "").lower()
    if encoding == "gzip":
        raw = gzip.decompress(raw)
    elif encoding == "deflate":
        raw = zlib.decompress(raw)
    if status in (204, 304):
        return None
    if expected == "bytes":
        return raw
    ct = (_header(headers, "content-type") or "").lower()
    charset_m = re.search(r"charset=([\w-]+)", ct)
    charset = charset_m.group(1) if charset_m else "utf-8"
    if expected == "text" and not re.match(r"^application/([\w.+-]*\+)?json\b", ct):
        return raw.decode(charset, errors="replace")
    if re.match(r"^application/([\w.+-]*\+)?json\b", ct):
        if not raw:
            return None
        text = raw.decode(charset)
        try:
            return json.loads(text)
        except ValueError:
            return text
    # text, XML, SVG, NDJSON (one JSON value per line: split it yourself) and JavaScript
    if ct == "" or _TEXT.match(ct):
        return raw.decode(charset, errors="replace")
    return raw


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """Redirects are answers too: the client reports them instead of following them silently."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):  # type: ignore[no-untyped-def]
        return None


_OPENER = urllib.request.build_opener(_NoRedirect)


class BaseClient:
    """The base every generated family client extends."""

    def __init__(
        self,
        family: FamilySpec,
        *,
        base_url: Optional[str],
        origin: Optional[str],
        credentials: Mapping[str, Optional[str]],
        headers: Optional[Mapping[str, str]],
        retry: Optional[RetryPolicy],
        timeout: Optional[float],
        on_response: Optional[ResponseHook],
    ) -> None:
        if base_url is None and origin is not None:
            base_url = origin.rstrip("/") + family.default_prefix
        if base_url is None:
            raise TypeError(f"{family.family} client: give base_url (the family's base URL) or origin (the Worker's origin)")
        self.base_url = base_url.rstrip("/")
        self._family = family
        self._credentials = dict(credentials)
        self._headers = dict(headers or {})
        self._retry = retry or RetryPolicy()
        self._timeout = timeout
        self._on_response = on_response

    def _apply_credentials(self, op: Operation, headers: Dict[str, str], query: List[Tuple[str, str]]) -> None:
        for alternative in op.security:
            if not alternative:
                continue
            creds = [(self._family.credentials.get(s), self._credentials.get(s)) for s in alternative]
            if not all(c is not None and v for c, v in creds):
                continue
            cookies: List[str] = []
            for c, v in creds:
                assert c is not None and v is not None
                if c.kind == "bearer":
                    headers["authorization"] = f"Bearer {v}"
                elif c.kind == "header" and c.name:
                    headers[c.name.lower()] = v
                elif c.kind == "cookie" and c.name:
                    cookies.append(f"{c.name}={v}")
                elif c.kind == "query" and c.name:
                    query.append((c.name, v))
            if cookies:
                headers["cookie"] = "; ".join(cookies)
            return

    def _call(self, op: Operation, params: Mapping[str, Any], body: Any, call_headers: Optional[Mapping[str, str]]) -> Any:
        path = op.path
        for name in op.path_params:
            v = params.get(name)
            if v is None or v == "":
                raise TypeError(f"{op.operation_id}: the path parameter {name} is required")
            path = path.replace("{" + name + "}", urllib.parse.quote(_query_text(v), safe=""))
        query: List[Tuple[str, str]] = []
        for name in op.query_params:
            v = params.get(name)
            if v is None:
                continue
            if isinstance(v, (list, tuple)):
                query.extend((name, _query_text(item)) for item in v)
            else:
                query.append((name, _query_text(v)))
        headers: Dict[str, str] = {k.lower(): v for k, v in self._headers.items()}
        for name in op.header_params:
            v = params.get(name)
            if v is not None:
                headers[name.lower()] = _query_text(v)
        self._apply_credentials(op, headers, query)
        for k, v in (call_headers or {}).items():
            headers[k.lower()] = v
        data: Optional[bytes] = None
        if op.body_media_type is not None and body is not None:
            headers["content-type"] = op.body_media_type
            data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        headers.setdefault("accept", "application/json, */*;q=0.5")
        headers.setdefault("user-agent", "jyotisha-python")
        url = self.base_url + path + (("?" + urllib.parse.urlencode(query)) if query else "")

        attempt = 0
        while True:
            status, resp_headers, raw = self._send(op.method, url, headers, data)
            if self._on_response is not None:
                self._on_response(ResponseInfo(op.operation_id, op.method, url, attempt, status, resp_headers))
            ok = 200 <= status < 300
            decoded = _decode(status, resp_headers, raw, op.result if ok else None)
            if ok:
                return decoded
            if status != 429:
                raise JyotishaError(self._family.family, op.operation_id, status, decoded, resp_headers)
            stated = stated_retry_seconds(resp_headers, time.time())
            wait = stated if stated is not None else self._retry.fallback_delay * (2 ** attempt)
            if attempt >= self._retry.max_retries or wait > self._retry.max_delay:
                raise RateLimitError(self._family.family, op.operation_id, decoded, resp_headers, stated)
            self._retry.sleep(wait)
            attempt += 1

    def _send(self, method: str, url: str, headers: Mapping[str, str], data: Optional[bytes]) -> Tuple[int, Dict[str, str], bytes]:
        req = urllib.request.Request(url, data=data, headers=dict(headers), method=method)
        try:
            with _OPENER.open(req, timeout=self._timeout) as res:
                return res.status, dict(res.headers.items()), res.read()
        except urllib.error.HTTPError as e:
            with e:
                return e.code, dict(e.headers.items()) if e.headers else {}, e.read()
