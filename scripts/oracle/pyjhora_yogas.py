#!/usr/bin/env python3
"""Yoga driver for the PyJHora 4.8.5 oracle kit: one birth per NDJSON line in, one line out with the rasi
chart PyJHora computed and every yoga PyJHora finds in it, importing PyJHora once.

For each birth the kit's configuration is applied exactly as run_meanfix.py applies it (ayanamsa, node type
with the mean-node fix), then:
  - chart: PyJHora's rasi chart (charts.rasi_chart): the ascendant and the nine grahas as sidereal
    longitudes, the retrograde flags of Sun..Saturn, sunrise and sunset of the birth day (drik.sunrise and
    drik.sunset, local clock hours) and night = birth before sunrise or after sunset (run.py's rule);
  - yogas: the names of the yoga.py functions listed in PyJHora's lang/yoga_msgs_en.json whose
    <name>_from_jd_place(jd, place, 1) answers true (PyJHora's own get_yoga_details loop, D1 only);
  - raja: raja_yoga.py on the same chart: the kendra-trikona lord pairs get_raja_yoga_pairs_from_planet_positions
    finds, and which of them dharma_karmadhipati / vipareetha / neecha_bhanga accept (get_raja_yoga_details'
    loop); raja_yoga_245 from raja_yoga_bv_raman.py.
A function that raises is listed under "errors" with its message; a birth the oracle cannot chart gives
{"error": "..."} so that line numbers stay aligned.

Usage: /usr/bin/python3 scripts/oracle/pyjhora_yogas.py < births.ndjson > yogas.ndjson
Environment: PYJHORA_KIT (the oracle kit folder, default ../shared/tools/pyjhora-oracle from the repo root),
PYJHORA_ORACLE_HOME as in the kit's SETUP.md.
"""
import contextlib
import importlib.util
import io
import json
import os
import sys

KIT = os.environ.get("PYJHORA_KIT", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "tools", "pyjhora-oracle"))
_spec = importlib.util.spec_from_file_location("pyjhora_run_meanfix", os.path.join(KIT, "run_meanfix.py"))
ro = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ro)  # imports run.py + PyJHora and installs the mean-node fix
run = ro.run

from jhora import utils  # noqa: E402
from jhora.panchanga import drik  # noqa: E402
from jhora.horoscope.chart import charts, yoga, raja_yoga, raja_yoga_bv_raman  # noqa: E402

YOGA_NAMES = list(yoga.get_yoga_resources("en").keys())


def truthy(r):
    return bool(r[0]) if isinstance(r, (tuple, list)) else bool(r)


def one(b):
    run.configure(b)
    dob, tob, lat, lon, tz = run.parse_birth(b)
    place = drik.Place("input", lat, lon, tz)
    jd = utils.julian_day_number(dob, tob)
    d1 = charts.rasi_chart(jd, place)
    retro = set(drik.planets_in_retrograde(jd, place))
    sr = drik.sunrise(jd, place)[0]
    ss = drik.sunset(jd, place)[0]
    tob_h = tob[0] + tob[1] / 60 + tob[2] / 3600
    asc_sign, asc_deg = d1[0][1]
    chart = {
        "ascendant": round(asc_sign * 30 + asc_deg, 6),
        "grahas": [round(s * 30 + d, 6) for _, (s, d) in d1[1:10]],
        "retrograde": [p in retro for p in range(7)],
        "sunrise_h": round(sr, 6), "sunset_h": round(ss, 6), "night": tob_h > ss or tob_h < sr,
    }
    fired, errors = [], {}
    for name in YOGA_NAMES:
        try:
            if truthy(getattr(yoga, name + "_from_jd_place")(jd, place, 1)):
                fired.append(name)
        except Exception as e:  # noqa: BLE001 (a PyJHora function that fails is reported, not fatal)
            errors[name] = f"{type(e).__name__}: {e}"
    pairs = raja_yoga.get_raja_yoga_pairs_from_planet_positions(d1)
    raja = {
        "pairs": pairs,
        "dharma_karmadhipati": any(raja_yoga.dharma_karmadhipati_raja_yoga_from_planet_positions(d1, a, c) for a, c in pairs),
        "vipareetha": any(truthy(raja_yoga.vipareetha_raja_yoga_from_planet_positions(d1, a, c)) for a, c in pairs),
        "neecha_bhanga": any(truthy(raja_yoga.neecha_bhanga_raja_yoga_from_planet_positions(d1, a, c)) for a, c in pairs),
        "raja_yoga_245": truthy(raja_yoga_bv_raman._raja_yoga_245_calculation(planet_positions=d1)),
    }
    return {"chart": chart, "yogas": fired, "raja": raja, "errors": errors}


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                doc = one(json.loads(line))
        except Exception as e:  # the oracle has no answer for this birth (e.g. beyond the polar limit)
            doc = {"error": f"{type(e).__name__}: {e}"}
        sys.stdout.write(json.dumps(doc, ensure_ascii=False, default=str, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
