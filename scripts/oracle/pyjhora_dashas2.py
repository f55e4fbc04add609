#!/usr/bin/env python3
"""PyJHora 4.8.5 driver for the dasha systems and the Tajaka annual chart that the kit's run_extended.py does
not print (issue 34, items 4 and 5): every graha and raasi dasha module of jhora/horoscope/dhasa not already
compared, the Sudarshana chakra dasha, the annual (varsha) chart with its muntha, year lord and Tajaka yogas,
and the Mudda and Patyayini dashas.

One birth per NDJSON line in: what the kit's run.py reads, plus "varsha_years" (completed years, the annual
chart asked for). One JSON document per line out. Each birth is configured as the kit configures it
(run_meanfix.py: run.py's configure() plus the mean-node fix); then PyJHora's own functions are called with
their defaults unless a named option is given below; nothing is recomputed here. A system that raises gives
{"error": "..."}; a birth PyJHora cannot chart gives {"error": "..."} so that line numbers stay aligned.

Output per birth:
  jd_ut, tz, year_days      the birth instant (UT) and PyJHora's dasha year (days)
  asc, lon                  sidereal ascendant and Sun..Ketu longitudes (degrees, geometric, rounded 1e-7)
  retro                     Sun..Saturn retrograde flags (drik.planets_in_retrograde)
  sun_times                 drik.sunset(jd-1), sunrise(jd), sunset(jd), sunrise(jd+1): local clock hours
  tithi, yoga, karana       drik.tithi / yogam / karana at birth: [index, start hours, end hours]
  hora_lagna, varnada_lagna the sign PyJHora's varnada dasha reads (drik.hora_lagna, charts.varnada_lagna)
  d9m4                      Ascendant, Sun..Ketu navamsa signs by PyJHora's chart_method=4 (Padhanadhamsa)
  karakas                   house.chara_karakas (8 karakas, Sun..Rahu)
  brahma                    house.brahma
  dashas                    {key: {"maha": [[lord, start_jd_ut, years], ...], "antar": [[maha, antar, start_jd_ut,
                            years], ...] (the first two mahas' antardashas), "extra": ...} | {"error": ...}}
                            lord: graha 0..8 or sign 0..11, "L" for the ascendant, a list for Sudarshana's triple
  varsha                    the annual chart of "varsha_years": its instant, positions, muntha, year lord and
                            candidates, Tajaka yoga functions, Mudda and Patyayini dashas

Usage: /usr/bin/python3 scripts/oracle/pyjhora_dashas2.py < births.ndjson > docs.ndjson
Environment: PYJHORA_KIT (the oracle kit folder), PYJHORA_ORACLE_HOME as in the kit's SETUP.md.
"""
import contextlib
import inspect
import importlib.util
import io
import json
import os
import sys
import traceback

KIT = os.environ.get("PYJHORA_KIT", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "tools", "pyjhora-oracle"))
_spec = importlib.util.spec_from_file_location("pyjhora_run_meanfix", os.path.join(KIT, "run_meanfix.py"))
ro = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ro)  # imports run.py + PyJHora and installs the mean-node fix
run = ro.run

import swisseph as swe  # noqa: E402
from jhora import const, utils  # noqa: E402
from jhora.panchanga import drik  # noqa: E402
from jhora.horoscope.chart import charts, house  # noqa: E402
from jhora.horoscope.dhasa.graha import (tara, karaka, buddhi_gathi, kaala, aayu, moola as gmoola, rashmi,  # noqa: E402
                                         tithi_ashtottari, tithi_yogini, yoga_vimsottari, saptharishi_nakshathra,
                                         karana_chathuraaseethi_sama, ashtaka_varga)
from jhora.horoscope.dhasa.raasi import (brahma, chakra, chathurvidha_utthara, lagna_kendraadhi,  # noqa: E402
                                         karaka_kendraadhi, lagnamsaka, mandooka, moola as rmoola, navamsa,
                                         nirayana, niryaana, padhanadhamsa, paryaaya, raashiyanka, sandhya,
                                         tara_lagna, varnada, yogardha)
from jhora.horoscope.dhasa import sudharsana_chakra  # noqa: E402
from jhora.horoscope.dhasa.annual import mudda, patyayini  # noqa: E402
from jhora.horoscope.transit import tajaka, tajaka_yoga  # noqa: E402

MAX_MAHA = 24


def nr(fn):
    """round_duration=False where the function takes it: the unrounded years."""
    return {"round_duration": False} if "round_duration" in inspect.signature(fn).parameters else {}


def jd_ut_of(t, tz):
    """PyJHora's (y, m, d, fractional hour) local clock tuple -> JD UT."""
    y, m, d, fh = t
    return swe.julday(int(y), int(m), int(d), float(fh)) - tz / 24.0


def jd_ut_of_str(s, tz):
    """utils.julian_day_to_date_time_string's 'YYYY-MM-DD HH:MM:SS' (local) -> JD UT."""
    date, time = s.strip().split(" ")[:2]
    neg = date.startswith("-")
    y, m, d = [int(x) for x in date.lstrip("-").split("-")]
    if neg:
        y = -y
    hh, mm, ss = [float(x) for x in time.split(":")]
    return swe.julday(y, m, d, hh + mm / 60 + ss / 3600) - tz / 24.0


def lord_of(x):
    if isinstance(x, (list, tuple)):
        if len(x) == 2 and isinstance(x[1], int) and isinstance(x[0], str):  # (karaka name, planet)
            return x[1]
        return [lord_of(e) for e in x]
    if isinstance(x, str) and x != "L":
        return int(x)
    return x


def rows_to_periods(rows, tz, kind="tuple"):
    """Normalise PyJHora rows to [[lords...], start_jd_ut, years|None]."""
    out = []
    for r in rows:
        if kind == "flat_str":  # (l1, [l2,] 'YYYY-MM-DD HH:MM:SS', dur)
            lords = [lord_of(x) for x in r[:-2]]
            out.append([lords, round(jd_ut_of_str(r[-2], tz), 8), float(r[-1])])
            continue
        lords = r[0]
        if not isinstance(lords, (list, tuple)) or (len(lords) == 2 and isinstance(lords[0], str) and isinstance(lords[1], int)):
            lords = [lords]
        lords = [lord_of(x) for x in lords]
        dur = float(r[2]) if len(r) > 2 and r[2] is not None else None
        out.append([lords, round(jd_ut_of(r[1], tz), 8), dur])
    return out


def summarise(level1, level2):
    """Mahas from a level-1 call; the first two mahas' antardashas from a level-2 call."""
    maha = [[p[0][0], p[1], p[2]] for p in level1[:MAX_MAHA]]
    antar = []
    if level2 is not None:
        firsts = []
        for p in level2:
            if len(p[0]) < 2:
                continue
            key = (json.dumps(p[0][0]), len(firsts))
            if not firsts or json.dumps(firsts[-1]) != json.dumps(p[0][0]):
                firsts.append(p[0][0])
                if len(firsts) > 2:
                    break
            antar.append([p[0][0], p[0][1], p[1], p[2]])
    return {"maha": maha, "antar": antar}


def call(fn, tz, kind="tuple", unwrap=False):
    def run_level(lv):
        with contextlib.redirect_stdout(io.StringIO()):
            r = fn(lv)
        extra = None
        if unwrap:
            extra, r = r
        return rows_to_periods(r, tz, kind), extra
    try:
        l1, extra = run_level(1)
        try:
            l2, _ = run_level(2)
        except Exception as e:  # noqa: BLE001
            l2 = None
        res = summarise(l1, l2)
        if extra is not None:
            res["extra"] = extra if isinstance(extra, (int, float, str, list)) else str(extra)
        return res
    except Exception as e:  # noqa: BLE001
        return {"error": f"{type(e).__name__}: {e}"}


def dashas_of(dob, tob, place, jd, tz):
    D = {}
    L = const.MAHA_DHASA_DEPTH
    dli = lambda lv: L.MAHA_DHASA_ONLY if lv == 1 else L.ANTARA  # noqa: E731
    # graha
    D["tara_sanjay_rath"] = call(lambda lv: tara.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), **nr(tara.get_dhasa_bhukthi), dhasa_method=1), tz)
    D["tara_parasara"] = call(lambda lv: tara.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), **nr(tara.get_dhasa_bhukthi), dhasa_method=2), tz)
    D["karaka"] = call(lambda lv: karaka.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(karaka.get_dhasa_antardhasa), show_karaka_as_pair=None), tz)
    D["buddhi_gathi"] = call(lambda lv: buddhi_gathi.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), **nr(buddhi_gathi.get_dhasa_bhukthi)), tz)
    D["kaala"] = call(lambda lv: kaala.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(kaala.get_dhasa_antardhasa)), tz, unwrap=True)
    D["aayu"] = call(lambda lv: aayu.get_dhasa_antardhasa(jd, place, dhasa_level_index=dli(lv), **nr(aayu.get_dhasa_antardhasa)), tz, unwrap=True)
    D["moola_graha"] = call(lambda lv: gmoola.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(gmoola.get_dhasa_antardhasa)), tz)
    D["rashmi"] = call(lambda lv: rashmi.get_rashmi_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), **nr(rashmi.get_rashmi_dhasa_bhukthi)), tz)
    D["tithi_ashtottari"] = call(lambda lv: tithi_ashtottari.get_dhasa_bhukthi(jd, place, dhasa_level_index=dli(lv), **nr(tithi_ashtottari.get_dhasa_bhukthi)), tz)
    D["tithi_yogini"] = call(lambda lv: tithi_yogini.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), **nr(tithi_yogini.get_dhasa_bhukthi)), tz)
    D["yoga_vimsottari"] = call(lambda lv: yoga_vimsottari.get_dhasa_bhukthi(jd, place, dhasa_level_index=dli(lv), **nr(yoga_vimsottari.get_dhasa_bhukthi)), tz, unwrap=True)
    D["saptharishi_nakshatra"] = call(lambda lv: saptharishi_nakshathra.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), **nr(saptharishi_nakshathra.get_dhasa_bhukthi)), tz)
    D["karana_chathuraaseethi_sama"] = call(lambda lv: karana_chathuraaseethi_sama.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), **nr(karana_chathuraaseethi_sama.get_dhasa_bhukthi)), tz)
    D["ashtakavarga"] = call(lambda lv: ashtaka_varga.get_ashtaka_varga_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), **nr(ashtaka_varga.get_ashtaka_varga_dhasa_bhukthi)), tz)
    # raasi
    D["brahma"] = call(lambda lv: brahma.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(brahma.get_dhasa_antardhasa)), tz)
    D["chakra"] = call(lambda lv: chakra.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(chakra.get_dhasa_antardhasa)), tz)
    for m in (1, 2, 3, 4):
        D[f"chathurvidha_utthara_{m}"] = call(lambda lv, m=m: chathurvidha_utthara.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(chathurvidha_utthara.get_dhasa_antardhasa), method=m), tz)
    D["kendradhi_lagna"] = call(lambda lv: lagna_kendraadhi.kendradhi_rasi_dhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(lagna_kendraadhi.kendradhi_rasi_dhasa)), tz)
    D["kendradhi_karaka"] = call(lambda lv: karaka_kendraadhi.karaka_kendradhi_rasi_dhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(karaka_kendraadhi.karaka_kendradhi_rasi_dhasa)), tz)
    D["lagnamsaka"] = call(lambda lv: lagnamsaka.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(lagnamsaka.get_dhasa_antardhasa)), tz)
    D["mandooka_kn_rao"] = call(lambda lv: mandooka.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(mandooka.get_dhasa_antardhasa), dhasa_method=const.MANDOOKA_TYPE.KN_RAO), tz)
    D["mandooka_sanjay_rath"] = call(lambda lv: mandooka.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(mandooka.get_dhasa_antardhasa), dhasa_method=const.MANDOOKA_TYPE.SANJAY_RATH), tz)
    D["moola_rasi"] = call(lambda lv: rmoola.moola_dhasa(dob, tob, place, dhasa_level_index=dli(lv), round_duration=False), tz, kind="flat_str")
    D["navamsa"] = call(lambda lv: navamsa.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(navamsa.get_dhasa_antardhasa)), tz)
    D["nirayana"] = call(lambda lv: nirayana.nirayana_shoola_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), round_duration=False), tz, kind="flat_str")
    D["niryaana"] = call(lambda lv: niryaana.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), round_duration=False), tz)
    for m in (1, 2, 3):
        D[f"padhanadhamsa_{m}"] = call(lambda lv, m=m: padhanadhamsa.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), method=m, round_duration=False), tz)
    D["paryaaya"] = call(lambda lv: paryaaya.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(paryaaya.get_dhasa_antardhasa)), tz, unwrap=True)
    D["paryaaya_d1"] = call(lambda lv: paryaaya.get_dhasa_antardhasa(dob, tob, place, divisional_chart_factor=1, dhasa_level_index=dli(lv), **nr(paryaaya.get_dhasa_antardhasa)), tz, unwrap=True)
    D["raashiyanka"] = call(lambda lv: raashiyanka.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=dli(lv), round_duration=False), tz)
    D["sandhya"] = call(lambda lv: sandhya.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), round_duration=False), tz)
    D["sandhya_pachaka"] = call(lambda lv: sandhya.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), use_pachaka_variation=True, round_duration=False), tz)
    D["tara_lagna"] = call(lambda lv: tara_lagna.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(tara_lagna.get_dhasa_antardhasa)), tz)
    D["varnada"] = call(lambda lv: varnada.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(varnada.get_dhasa_antardhasa)), tz)
    D["yogardha"] = call(lambda lv: yogardha.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=dli(lv), **nr(yogardha.get_dhasa_antardhasa)), tz)
    D["sudarshana"] = call(lambda lv: sudharsana_chakra.get_dhasa_bhukthi(jd, place, dhasa_level_index=dli(lv), **nr(sudharsana_chakra.get_dhasa_bhukthi), dhasa_cycles=2), tz)
    return D


def safe(f):
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            return f()
    except Exception as e:  # noqa: BLE001
        return {"error": f"{type(e).__name__}: {e}"}


def varsha_of(jd, place, tz, n):
    """The annual chart after n completed years, as PyJHora's tajaka and annual modules give it."""
    years = n + 1  # PyJHora's year index: 1 = the birth year
    out = {"years_completed": n}
    with contextlib.redirect_stdout(io.StringIO()):
        jd_years = drik.next_solar_date(jd, place, years=years)
        pp = charts.divisional_chart(jd_years, place, divisional_chart_factor=1)[:const._pp_count_upto_ketu]
        natal = charts.divisional_chart(jd, place, divisional_chart_factor=1)[:const._pp_count_upto_ketu]
    out["jd_ut"] = round(jd_years - tz / 24.0, 9)
    out["asc"] = round(pp[0][1][0] * 30 + pp[0][1][1], 7)
    out["lon"] = [round(s * 30 + d, 7) for _, (s, d) in pp[1:10]]
    out["retro"] = safe(lambda: sorted(drik.planets_in_retrograde(jd_years, place)))
    out["speeds"] = safe(lambda: [drik.planets_speed_info(jd_years, place)[p][3] for p in range(9)])
    out["muntha_pyjhora"] = tajaka.muntha_house(pp[0][1][0], n)  # as _get_lord_candidates reads it (annual ascendant)
    out["lord_of_year"] = safe(lambda: tajaka.lord_of_the_year(jd, place, n))
    with contextlib.redirect_stdout(io.StringIO()):
        jd_approx = jd + n * tajaka.year_value
        tob_hrs = drik.jd_to_gregorian(jd_approx)[3]
        sr = utils.from_dms_str_to_dms(drik.sunrise(jd_approx, place)[1])
        ss = utils.from_dms_str_to_dms(drik.sunset(jd_approx, place)[1])
        night = tob_hrs > ss[0] + ss[1] / 60 + ss[2] / 3600 or tob_hrs < sr[0] + sr[1] / 60 + sr[2] / 3600
        cht = charts.divisional_chart(jd_approx, place, divisional_chart_factor=1)
    out["lord_candidates"] = safe(lambda: tajaka._get_lord_candidates(cht, n, natal[0][1][0], night))
    out["lord_night"] = night
    out["lord_chart_jd_ut"] = round(jd_approx - tz / 24.0, 9)
    h_to_p = utils.get_house_planet_list_from_planet_positions(pp)
    p_to_h = utils.get_planet_house_dictionary_from_planet_positions(pp)
    y = {}
    y["ikkavala"] = safe(lambda: bool(tajaka_yoga.ishkavala_yoga(p_to_h)))
    y["induvara"] = safe(lambda: bool(tajaka_yoga.induvara_yoga(p_to_h)))
    y["ithasala"] = safe(lambda: [list(t) for t in tajaka_yoga.get_ithasala_yoga_planet_pairs(pp)])
    y["eesarpha"] = safe(lambda: [list(t) for t in tajaka_yoga.get_eesarpha_yoga_planet_pairs(pp)])
    y["nakta"] = safe(lambda: tajaka_yoga.get_nakta_yoga_planet_triples(pp))
    y["yamaya"] = safe(lambda: tajaka_yoga.get_yamaya_yoga_planet_triples(pp))
    y["manau"] = safe(lambda: tajaka_yoga.get_manahoo_yoga_planet_pairs(pp))
    y["kamboola"] = safe(lambda: [bool(k) if i == 0 else [list(p) for p in k] for i, k in enumerate(tajaka_yoga.get_kamboola_yoga_planet_pairs(pp))])
    y["radda"] = safe(lambda: tajaka_yoga.get_radda_yoga_planet_pairs(pp))
    y["duphali_kuttha"] = safe(lambda: tajaka_yoga.get_duhphali_kutta_yoga_planet_pairs(jd_years, place))
    y["aspects"] = safe(lambda: {str(k): v for k, v in tajaka.planet_aspects_from_chart(h_to_p).items()})
    out["yogas"] = y
    out["mudda"] = call(lambda lv: mudda.varsha_vimsottari_dhasa_bhukthi(jd, place, n, dhasa_level_index=1 if lv == 1 else 2, **nr(mudda.varsha_vimsottari_dhasa_bhukthi)), tz)
    out["patyayini"] = call(lambda lv: patyayini.get_dhasa_bhukthi(jd_years, place, dhasa_level_index=1 if lv == 1 else 2, **nr(patyayini.get_dhasa_bhukthi)), tz)
    return out


def one(b):
    run.configure(b)
    dob, tob, lat, lon, tz = run.parse_birth(b)
    place = drik.Place("input", lat, lon, tz)
    jd = utils.julian_day_number(dob, tob)
    with contextlib.redirect_stdout(io.StringIO()):
        pp = charts.rasi_chart(jd, place)[:const._pp_count_upto_ketu]
        retro = sorted(drik.planets_in_retrograde(jd, place))
        sun_times = [drik.sunset(jd - 1, place)[0], drik.sunrise(jd, place)[0], drik.sunset(jd, place)[0], drik.sunrise(jd + 1, place)[0]]
        t = drik.tithi(jd, place)
        yg = drik.yogam(jd, place)
        k = drik.karana(jd, place)
        year_days = drik.dhasa_year_duration(jd=jd, place=place)
    doc = {"jd_ut": round(jd - tz / 24.0, 9), "tz": tz, "year_days": year_days,
           "asc": round(pp[0][1][0] * 30 + pp[0][1][1], 7), "lon": [round(s * 30 + d, 7) for _, (s, d) in pp[1:10]],
           "retro": retro, "sun_times": sun_times,
           "tithi": list(t[:3]), "yoga": list(yg[:3]), "karana": list(k[:3])}
    doc["hora_lagna"] = safe(lambda: drik.hora_lagna(jd, place)[0])
    doc["varnada_lagna"] = safe(lambda: charts.varnada_lagna(dob, tob, place)[0])
    doc["d9m4"] = safe(lambda: [s for _, (s, _) in charts.divisional_chart(jd, place, divisional_chart_factor=9, chart_method=4)[:10]])
    doc["karakas"] = safe(lambda: house.chara_karakas(pp))
    doc["brahma"] = safe(lambda: house.brahma(pp))
    doc["dashas"] = dashas_of(dob, tob, place, jd, tz)
    if "varsha_years" in b:
        doc["varsha"] = varsha_of(jd, place, tz, int(b["varsha_years"]))
    return doc


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            doc = one(json.loads(line))
        except Exception as e:  # noqa: BLE001
            doc = {"error": f"{type(e).__name__}: {e}", "trace": traceback.format_exc()[-600:]}
        sys.stdout.write(json.dumps(doc, ensure_ascii=False, default=str, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
