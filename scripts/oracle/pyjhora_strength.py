#!/usr/bin/env python3
"""PyJHora 4.8.5 driver for what the kit's run_extended.py does not print: shadbala component by
component, and the lords PyJHora gives Scorpio and Aquarius in the chart (its saham code takes a house's
lord from house.house_owner_from_planet_positions, which picks Mars or Ketu, Saturn or Rahu, by strength).

One birth per NDJSON line in (exactly what the kit's run.py reads), one JSON document per line out. Each
birth is configured as the kit configures it (run_meanfix.py: run.py's configure() plus the mean-node fix),
then PyJHora's own functions are called; nothing is recomputed here. A birth PyJHora cannot chart gives
{"error": "..."} so that line numbers stay aligned.

Output per birth:
  lords:    {"scorpio": graha index, "aquarius": graha index} (0 Sun .. 6 Saturn, 7 Rahu, 8 Ketu)
  shadbala: {Sun..Saturn: {uchcha, saptavargaja, ojayugma, kendradi, drekkana, sthana,
             nathonnatha, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha, kala,
             dig, cheshta, naisargika, drik, total}} in virupas, as strength.py computes them
             (strength.shad_bala's own split: sthana = the five parts, kala = the nine parts,
             cheshta = _cheshta_bala_new(use_epoch_table=True)).

Usage: /usr/bin/python3 scripts/oracle/pyjhora_strength.py < births.ndjson > docs.ndjson
Environment: PYJHORA_KIT (the oracle kit folder), PYJHORA_ORACLE_HOME as in the kit's SETUP.md.
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

from jhora import const, utils  # noqa: E402
from jhora.panchanga import drik  # noqa: E402
from jhora.horoscope.chart import charts, house, strength  # noqa: E402

GRAHAS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"]


def one(b):
    run.configure(b)
    dob, tob, lat, lon, tz = run.parse_birth(b)
    place = drik.Place("input", lat, lon, tz)
    jd = utils.julian_day_number(dob, tob)
    d1 = charts.rasi_chart(jd, place)
    lords = {"scorpio": house.house_owner_from_planet_positions(d1, const.SCORPIO),
             "aquarius": house.house_owner_from_planet_positions(d1, const.AQUARIUS)}
    pp1 = charts.divisional_chart(jd, place, divisional_chart_factor=1)[:const._pp_count_upto_ketu]
    pp9 = charts.divisional_chart(jd, place, divisional_chart_factor=9)[:const._pp_count_upto_ketu]
    parts = {
        "uchcha": strength._uchcha_bala(pp1),
        "saptavargaja": strength._sapthavargaja_bala1(jd, place),
        "ojayugma": strength._ojayugama_bala(pp1, pp9),
        "kendradi": strength._kendra_bala(pp1),
        "drekkana": strength._dreshkon_bala(pp1),
        "nathonnatha": strength._nathonnath_bala(jd, place),
        "paksha": strength._paksha_bala(jd, place),
        "tribhaga": strength._tribhaga_bala(jd, place),
        "abda": strength._abdadhipathi(jd, place),
        "masa": strength._masadhipathi(jd, place),
        "vara": strength._vaaradhipathi(jd, place),
        "hora": strength._hora_bala(jd, place),
        "ayana": strength._ayana_bala(jd, place),
        "yuddha": strength._yuddha_bala(jd, place),
    }
    sb = strength.shad_bala(jd, place)  # [sthana, kala, dig, cheshta, naisargika, drik, total, rupas, ratio]
    out = {}
    for p, name in enumerate(GRAHAS):
        row = {k: round(float(v[p]), 4) for k, v in parts.items()}
        row.update({"sthana": sb[0][p], "kala": sb[1][p], "dig": sb[2][p], "cheshta": sb[3][p],
                    "naisargika": round(float(sb[4][p]), 4), "drik": sb[5][p], "total": sb[6][p]})
        out[name] = row
    return {"lords": lords, "shadbala": out}


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                doc = one(json.loads(line))
        except Exception as e:  # no answer for this birth (e.g. beyond the polar limit)
            doc = {"error": f"{type(e).__name__}: {e}"}
        sys.stdout.write(json.dumps(doc, ensure_ascii=False, default=str, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
