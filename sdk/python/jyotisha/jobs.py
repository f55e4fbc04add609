"""Helpers for Family T's research jobs (docs/jobs.md), on top of the generated ``TClient``.

Hand-written (not generated). Standard library only::

    from jyotisha import Jobs

    jobs = Jobs(origin="http://127.0.0.1:8787", api_key=KEY)
    job = jobs.submit_ndjson(births, {"rows": "basic", "formats": ["ndjson", "csv"]})
    done = jobs.wait(job["id"], on_progress=lambda p: print(f"{p.percent}% ETA {p.eta_seconds} s"))
    csv = jobs.download(done, "csv")                      # one merged file per format
    jobs.download_parts(done, "ndjson", "out/")           # or every part, resumable
    Jobs.merge_parts(sorted(paths), "ndjson", "all.ndjson")

``submit_ndjson`` sends the options line and one birth per line, gzip'ed; ``wait`` polls with
progress (rows done, rate, ETA) until the job ends; ``download`` fetches a merged file (NDJSON, CSV,
Parquet or the errors), refreshing an expired link; ``download_parts`` writes each part to a folder
and skips the parts already there, so an interrupted download resumes; ``merge_parts`` joins NDJSON
or CSV parts (one header).
"""

from __future__ import annotations

import gzip as _gzip
import json
import os
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Union, cast

from ._runtime import JyotishaError
from .t import TClient

Job = Dict[str, Any]
PART_FORMATS = ("ndjson", "csv", "parquet", "errors")


@dataclass(frozen=True)
class JobProgress:
    """Where a job stands: rows done of the total, the rate since it started and the time left at that rate."""

    id: str
    state: str
    rows_done: int
    rows_total: int
    percent: float
    #: rows per second since the job started (None before a row is done)
    rate_rows_per_s: Optional[float]
    #: seconds left at that rate (0 once ended; None while unknown)
    eta_seconds: Optional[float]
    shards_done: int
    shards_failed: int
    shards_total: int


def job_progress(job: Mapping[str, Any]) -> JobProgress:
    """The progress of a job answer."""
    p = job["progress"]
    s = job["shards"]
    return JobProgress(job["id"], job["state"], p["rows_done"], p["rows_total"], p["percent"], p["rate_rows_per_s"], p["eta_seconds"], s["done"], s["failed"], s["total"])


def job_ended(job: Mapping[str, Any]) -> bool:
    """Whether a job has ended (done, failed or cancelled)."""
    return job["state"] in ("done", "failed", "cancelled")


class Jobs:
    """Family T's research jobs: submit, poll, download, resume. Give a ``TClient`` or its arguments (a Pro or Enterprise key)."""

    def __init__(self, client: Optional[TClient] = None, *, origin: Optional[str] = None, base_url: Optional[str] = None, api_key: Optional[str] = None, timeout: float = 120.0) -> None:
        self.client = client if client is not None else TClient(base_url, origin=origin, api_key=api_key, timeout=timeout)
        self._api_key = api_key if api_key is not None else cast(Dict[str, Optional[str]], getattr(self.client, "_credentials", {})).get("bearerAuth")
        self._timeout = timeout

    # -- requests --------------------------------------------------------------------------

    def _request(self, method: str, url: str, data: Optional[bytes] = None, headers: Optional[Mapping[str, str]] = None, operation: str = "jobs") -> bytes:
        req = urllib.request.Request(url, data=data, headers=dict(headers or {}), method=method)
        try:
            with urllib.request.urlopen(req, timeout=self._timeout) as res:
                return cast(bytes, res.read())
        except urllib.error.HTTPError as e:
            with e:
                raw = e.read()
                try:
                    body: Any = json.loads(raw.decode("utf-8"))
                except ValueError:
                    body = raw.decode("utf-8", "replace")
                raise JyotishaError("T", operation, e.code, body, dict(e.headers.items()) if e.headers else {}) from None

    # -- submit ----------------------------------------------------------------------------

    def submit(self, body: Mapping[str, Any]) -> Job:
        """Submit a JSON body: inline births (up to 100,000) or a series."""
        return cast(Job, self.client.post_api_jobs(cast(Any, body)))

    def submit_ndjson(self, births: Iterable[Mapping[str, Any]], options: Optional[Mapping[str, Any]] = None, *, gzip: bool = True) -> Job:
        """Submit births as an NDJSON stream (up to 1,000,000): the options line, then one birth per line; gzip'ed unless ``gzip=False``."""
        lines = [json.dumps(dict(options or {}), separators=(",", ":"))]
        lines.extend(json.dumps(dict(b), separators=(",", ":"), ensure_ascii=False) for b in births)
        return self.submit_ndjson_body(("\n".join(lines) + "\n").encode("utf-8"), gzip=gzip)

    def submit_ndjson_body(self, body: bytes, *, gzip: bool = True, already_gzip: bool = False) -> Job:
        """Submit NDJSON bytes as they are (the first line the options)."""
        data = body if already_gzip or not gzip else _gzip.compress(body)
        headers = {"content-type": "application/x-ndjson", "accept": "application/json", "user-agent": "jyotisha-python"}
        if gzip or already_gzip:
            headers["content-encoding"] = "gzip"
        if self._api_key:
            headers["authorization"] = f"Bearer {self._api_key}"
        return cast(Job, json.loads(self._request("POST", f"{self.client.base_url}/api/jobs", data, headers, "postApiJobs").decode("utf-8")))

    # -- follow ----------------------------------------------------------------------------

    def get(self, job_id: str) -> Job:
        """The job now."""
        return cast(Job, self.client.get_api_jobs_by_id(id=job_id))

    def cancel(self, job_id: str) -> Job:
        """Cancel: the parts written so far stay, the units not computed go back to the quota."""
        return cast(Job, self.client.post_api_jobs_by_id_cancel(id=job_id))

    def wait(self, job_id: str, *, on_progress: Optional[Callable[[JobProgress], None]] = None, interval: float = 1.0, max_interval: float = 10.0, timeout: Optional[float] = None, sleep: Callable[[float], None] = time.sleep) -> Job:
        """Poll until the job ends, reporting progress; answers the ended job. Call it again with the id to resume a wait."""
        started = time.monotonic()
        while True:
            job = self.get(job_id)
            if on_progress is not None:
                on_progress(job_progress(job))
            if job_ended(job):
                return job
            if timeout is not None and time.monotonic() - started > timeout:
                raise TimeoutError(f"job {job_id} had not ended after {timeout} s ({job['progress']['rows_done']} of {job['progress']['rows_total']} rows)")
            eta = job["progress"]["eta_seconds"]
            sleep(max(0.1, min(interval, max_interval, eta if eta is not None else interval)))
            interval = min(max_interval, interval * 1.5)

    # -- download --------------------------------------------------------------------------

    def _fetch_link(self, job_id: str, url: str, fresh: Callable[[Job], Optional[str]]) -> bytes:
        try:
            return self._request("GET", url, operation="getApiJobsByIdPartsByName")
        except JyotishaError as e:
            if e.status != 410:
                raise
            again = fresh(self.get(job_id))
            if again is None:
                raise
            return self._request("GET", again, operation="getApiJobsByIdPartsByName")

    def _job(self, job: Union[str, Mapping[str, Any]]) -> Job:
        return self.get(job) if isinstance(job, str) else dict(job)

    def download(self, job: Union[str, Mapping[str, Any]], fmt: str) -> bytes:
        """The merged file of one format of an ended job (every part in input order; CSV with one header; Parquet one file)."""
        j = self._job(job)
        d = j["downloads"].get(fmt)
        if d is None:
            raise ValueError(f"job {j['id']} has no {fmt} download" + ("" if job_ended(j) else " yet (it has not ended)"))
        return self._fetch_link(j["id"], d["url"], lambda f: (f["downloads"].get(fmt) or {}).get("url"))

    def rows(self, job: Union[str, Mapping[str, Any]]) -> List[Dict[str, Any]]:
        """The rows of an ended job, parsed from its merged NDJSON."""
        return [cast(Dict[str, Any], json.loads(line)) for line in self.download(job, "ndjson").decode("utf-8").splitlines() if line]

    def download_parts(self, job: Union[str, Mapping[str, Any]], fmt: str, directory: str) -> List[str]:
        """Write every part of a format written so far to ``directory`` (one file per shard, in shard order), skipping parts already there whole: an interrupted download resumes. Answers the paths of every part, in order."""
        j = self._job(job)
        os.makedirs(directory, exist_ok=True)
        paths: List[str] = []
        for p in sorted((x for x in j["parts"] if x["format"] == fmt), key=lambda x: cast(int, x["shard"])):
            name = os.path.basename(p["url"].split("?", 1)[0])
            path = os.path.join(directory, name)
            paths.append(path)
            if os.path.exists(path) and os.path.getsize(path) == p["bytes"]:
                continue
            shard = p["shard"]
            data = self._fetch_link(j["id"], p["url"], lambda f: next((x["url"] for x in f["parts"] if x["shard"] == shard and x["format"] == fmt), None))
            tmp = path + ".partial"
            with open(tmp, "wb") as fh:
                fh.write(data)
            os.replace(tmp, path)
        return paths

    @staticmethod
    def merge_parts(paths: Sequence[str], fmt: str, out: str) -> int:
        """Join parts of one format into ``out``: NDJSON (and errors) concatenated, CSV with the first part's header only. Parquet parts are merged by the server (``download``). Answers the bytes written."""
        if fmt == "parquet":
            raise ValueError("Parquet parts are merged by the server: use Jobs.download(job, 'parquet')")
        written = 0
        with open(out, "wb") as dst:
            for i, path in enumerate(paths):
                with open(path, "rb") as src:
                    data = src.read()
                if fmt == "csv" and i > 0:
                    data = data[data.index(b"\n") + 1:]
                dst.write(data)
                written += len(data)
        return written
