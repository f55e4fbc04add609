#!/usr/bin/env python3
"""PyJHora 4.8.5 driver for the parts of a chart the kit's run_extended.py does not print: the special
lagnas, the upagrahas, the Jaimini structures (arudhas, argala, sign strengths, karakamsa) and every varga
under every chart_method PyJHora offers. One birth per NDJSON line in (what the kit's run.py reads), one
JSON document per line out; a birth PyJHora cannot chart gives {"error": "..."} so that lines stay aligned.

Each birth is configured as the kit configures it (run_meanfix.py: run.py's configure() plus the mean-node
fix), then PyJHora's own functions are called; nothing is recomputed here except where a field's name says
`text_*`: those are PyJHora's own primitives (drik.sunrise, drik.sunset, drik.ascendant) evaluated at the
instants the classical rule names, where PyJHora's function departs from its own documented rule (see
docs/jyotish-parts.md). Longitudes are sidereal degrees [0, 360), rounded to 1e-6.

Output per birth:
  chart: ascendant and the nine grahas (PyJHora's rasi_chart), jd_local and jd_ut, the vedic weekday (0 Sun),
         sunrise/sunset of the birth date and the neighbouring ones (drik.sunrise/sunset, local clock hours),
         sun_at_sunrise (the Sun PyJHora reads for the special lagnas), ghati (utils.udhayadhi_nazhikai)
  special: bhava, hora, ghati, vighati, pranapada, sree, bhrigu_bindu (full longitudes), indu [sign, deg],
         varnada: {method 1..4: [sign of V1..V12]} and, for method 3 and 4, the longitude of V1 too
  upagraha: dhuma vyatipaata parivesha indrachaapa upaketu kaala mrityu artha yama gulika maandi (PyJHora's
         functions, full longitudes)
  text_upagraha: the ascendant (drik.ascendant) at the start, middle and end of each of the 8 parts of the
         day or night holding the birth, the day from sunrise to sunset and the night from sunset to the next
         sunrise (drik.sunrise / drik.sunset of the right civil dates), with the part's lord
  jaimini: arudhas (A1..A12 signs), graha_arudhas (Lagna, Sun..Ketu), surya_arudhas, chandra_arudhas,
         argala/virodhargala (planet lists per house from lagna, PyJHora's get_argala), rasi_strength_order
         (house.order_of_raasis_by_strength), lords (Scorpio, Aquarius), karakas (house.chara_karakas),
         karakamsa (the atmakaraka's D9 sign)
  vargas: {"D<n>": {"<method>": [sign of Lagna, Sun..Ketu]}} for every chart_method of every varga function

Usage: /usr/bin/python3 scripts/oracle/pyjhora_parts.py < births.ndjson > parts.ndjson
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
from jhora.horoscope.chart import charts, house, arudhas  # noqa: E402

# chart_method values each varga function accepts in PyJHora 4.8.5 (their docstrings and branches)
VARGA_METHODS = {2: 6, 3: 5, 4: 4, 5: 4, 6: 4, 7: 6, 8: 4, 9: 6, 10: 6, 11: 5, 12: 5, 16: 4, 20: 4, 24: 3, 27: 3,
                 30: 5, 40: 4, 45: 4, 60: 4, 81: 4, 108: 4, 144: 4, 150: 1}
R6 = lambda x: round(float(x) % 360.0, 6)  # noqa: E731


def full(sd):
    s, d = sd
    return R6(s * 30 + d)


def hours(h):
    return round(float(h), 7)


def text_upagraha(jd, place, dob, tob, weekday):
    """The 8 parts of the day (sunrise to sunset) or night (sunset to next sunrise) holding the birth, and the
    ascendant at the start, middle and end of each, from PyJHora's own sunrise, sunset and ascendant."""
    y, m, d = dob
    jd0 = utils.julian_day_number((y, m, d), (0, 0, 0))
    tob_h = tob[0] + tob[1] / 60 + tob[2] / 3600
    sr = drik.sunrise(jd0, place)[0]
    ss = drik.sunset(jd0, place)[0]
    if tob_h < sr:  # the night that began at the previous day's sunset
        start = drik.sunset(jd0 - 1, place)[0] - 24.0
        end = sr
        lords = const.night_rulers[weekday]
        kind = "night"
    elif tob_h > ss:  # tonight, to the next sunrise
        start = ss
        end = drik.sunrise(jd0 + 1, place)[0] + 24.0
        lords = const.night_rulers[weekday]
        kind = "night"
    else:
        start, end = sr, ss
        lords = const.day_rulers[weekday]
        kind = "day"
    part = (end - start) / 8.0
    rows = []
    for k in range(8):
        row = {"lord": lords[k]}
        for name, frac in (("start", 0.0), ("middle", 0.5), ("end", 1.0)):
            t = start + (k + frac) * part  # local clock hours from the birth date's midnight
            asc = drik.ascendant(jd0 + t / 24.0, place)
            row[name] = R6(asc[0] * 30 + asc[1])
        rows.append(row)
    return {"kind": kind, "start_h": hours(start), "end_h": hours(end), "parts": rows}


def one(b):
    run.configure(b)
    dob, tob, lat, lon, tz = run.parse_birth(b)
    place = drik.Place("input", lat, lon, tz)
    jd = utils.julian_day_number(dob, tob)
    date = drik.Date(*dob)
    d1 = charts.rasi_chart(jd, place)[:const._pp_count_upto_ketu]
    weekday = drik.vaara(jd, place)
    jd0 = utils.julian_day_number(dob, (0, 0, 0))
    srise = drik.sunrise(jd, place)
    sun_sr = charts.divisional_chart(srise[2] + place.timezone / 24, place, divisional_chart_factor=1)[1][1]
    chart = {
        "ascendant": full(d1[0][1]),
        "grahas": [full(p[1]) for p in d1[1:10]],
        "jd_local": round(jd, 8), "jd_ut": round(jd - tz / 24.0, 8), "weekday": weekday,
        "sunrise_h": hours(srise[0]), "sunset_h": hours(drik.sunset(jd0, place)[0]),
        "prev_sunrise_h": hours(drik.sunrise(jd0 - 1, place)[0]), "prev_sunset_h": hours(drik.sunset(jd0 - 1, place)[0]),
        "next_sunrise_h": hours(drik.sunrise(jd0 + 1, place)[0]),
        "sun_at_sunrise": full(sun_sr), "ghati": round(utils.udhayadhi_nazhikai(jd, place)[1], 8),
    }
    special = {
        "bhava": full(drik.bhava_lagna(jd, place)), "hora": full(drik.hora_lagna(jd, place)),
        "ghati": full(drik.ghati_lagna(jd, place)), "vighati": full(drik.vighati_lagna(jd, place)),
        "pranapada": full(drik.pranapada_lagna(jd, place)), "sree": full(drik.sree_lagna(jd, place)),
        "bhrigu_bindu": full(drik.bhrigu_bindhu_lagna(jd, place)),
        "indu": list(drik.indu_lagna(jd, place)),
    }
    special["indu"] = [int(special["indu"][0]), round(float(special["indu"][1]), 6)]
    varnada = {}
    for method in (1, 2, 3, 4):
        signs, lons = [], []
        for h in range(1, 13):
            v = charts.varnada_lagna(date, tob, place, house_index=h, varnada_method=method)
            signs.append(int(v[0]))
            lons.append(R6(v[0] * 30 + v[1]))
        varnada[str(method)] = {"signs": signs, **({"lons": lons} if method in (3, 4) else {})}
    special["varnada"] = varnada
    sun_long = chart["grahas"][0]
    upa = {}
    for name in ("dhuma", "vyatipaata", "parivesha", "indrachaapa", "upaketu"):
        upa[name] = full(drik.solar_upagraha_longitudes(sun_long, name))
    for name, fn in (("kaala", drik.kaala_longitude), ("mrityu", drik.mrityu_longitude), ("artha", drik.artha_praharaka_longitude),
                     ("yama", drik.yama_ghantaka_longitude), ("gulika", drik.gulika_longitude), ("maandi", drik.maandi_longitude)):
        upa[name] = full(fn(date, tob, place))
    h_to_p = utils.get_house_planet_list_from_planet_positions(d1)
    argala, virodhargala = house.get_argala(h_to_p, separator="/")
    karakas = house.chara_karakas(d1)
    d9 = charts.divisional_positions_from_rasi_positions(d1, divisional_chart_factor=9, chart_method=1)
    jaimini = {
        "arudhas": [int(x) for x in arudhas.bhava_arudhas_from_planet_positions(d1)],
        "surya_arudhas": [int(x) for x in arudhas.bhava_arudhas_from_planet_positions(d1, arudha_base=1)],
        "chandra_arudhas": [int(x) for x in arudhas.bhava_arudhas_from_planet_positions(d1, arudha_base=2)],
        "graha_arudhas": [int(x) for x in arudhas.graha_arudhas_from_planet_positions(d1)],
        "argala": argala, "virodhargala": virodhargala,
        "rasi_strength_order": [int(x) for x in house.order_of_raasis_by_strength(d1)],
        "lords": {"scorpio": house.house_owner_from_planet_positions(d1, const.SCORPIO),
                  "aquarius": house.house_owner_from_planet_positions(d1, const.AQUARIUS)},
        "karakas": [int(x) for x in karakas],
        "karakamsa": int(d9[karakas[0] + 1][1][0]),
    }
    vargas = {}
    for dcf, n in VARGA_METHODS.items():
        row = {}
        for method in range(1, n + 1):
            if dcf == 150:
                pp = charts.nadiamsa_chart(d1, chart_method=method)
            else:
                pp = charts.divisional_positions_from_rasi_positions(d1, divisional_chart_factor=dcf, chart_method=method)
            row[str(method)] = "".join("0123456789ab"[int(p[1][0]) % 12] for p in pp[:10])
        vargas[f"D{dcf}"] = row
    return {"chart": chart, "special": special, "upagraha": upa,
            "text_upagraha": text_upagraha(jd, place, dob, tob, weekday), "jaimini": jaimini, "vargas": vargas}


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
