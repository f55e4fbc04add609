#!/usr/bin/env python3
"""Batch driver for the PyJHora 4.8.5 oracle kit: one birth per NDJSON line in, one oracle document per
line out, importing PyJHora once (the kit's run_extended.py costs ~0.7 s of import per chart).

Each line is exactly what the kit's run_extended.py reads on stdin, and each output line is exactly the
document it prints for that input (the same `compute()` call, configured afresh for every birth); a
birth the oracle cannot chart gives {"error": "..."} so that line numbers stay aligned.

Usage: /usr/bin/python3 scripts/oracle/pyjhora_batch.py < births.ndjson > docs.ndjson
Environment: PYJHORA_KIT = the oracle kit folder (default ../shared/tools/pyjhora-oracle from the repo
root); PYJHORA_ORACLE_HOME as in the kit's SETUP.md.
"""
import contextlib
import importlib.util
import io
import json
import os
import sys

KIT = os.environ.get("PYJHORA_KIT", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "tools", "pyjhora-oracle"))
_spec = importlib.util.spec_from_file_location("pyjhora_run_extended", os.path.join(KIT, "run_extended.py"))
ext = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ext)


def one(data):
    if "chart" in data:
        res, boy = ext.compute(data["chart"])
        result = {"chart": res}
        if "partner" in data:
            res2, girl = ext.compute(data["partner"])
            result["partner"] = res2
            result["ashtakoota"] = ext.run.ashtakoota(boy, girl)
        return result
    result, _ = ext.compute(data)
    return result


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
