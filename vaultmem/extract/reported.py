"""What an assistant reports as set, told from what it measured (heuristic extractor, offline).

"`BATCH_ROWS` is now 20,000" reports a setting now in force; "the suite now runs in 42 s" and "Stage 1
is now 454 s with no straggler" report what a run took. Only the first is a note of the project's
configuration.
"""

from __future__ import annotations

import re

from . import rules as R
from .sentences import _LEAD, Sentence

_FILE_SETTING = re.compile(r"^`[^`\s]+\.[\w]+`\s*:\s*\**" + R.CODE_SETTING.pattern)


def value_set(s: Sentence) -> bool:
    """An assistant's report of a value now in force: "`BATCH_ROWS` is now 20,000", "Set to 15 minutes
    (`SLEEP_MINUTES=15`)", "the pool stays `e2-standard-2`", "Added clap 4.5 with the derive feature".
    Plans, guesses and questions are not reports."""
    text = s.text
    if R.PLAN.search(text) or text.rstrip().endswith("?"):
        return False
    # The value must sit in the clause that reports it: "`fixtures/sample.json` is now indented with
    # two spaces (same data, 3 readings)" sets nothing to 3.
    code = R.CODE_SETTING.match(text.strip())
    if code and re.match(r"\s+(?:in|to)\s+`", text.strip()[code.end():]):
        return True  # "`spark.sql.shuffle.partitions=128` in `conf/nightly.conf`": the setting, then its file
    if (added := _NOW_IN_FILE.search(text)) and _CODE_VALUE.search(text[:added.start()]):
        return True  # "Size types L5G1, L5R1 … are in SizeTypes.cs now": values added to the file that holds them
    if _FILE_SETTING.match(text.strip()):
        return True  # "`configs/nordfonna.nml`: **`dt_years = 0.1`**": a file, then the setting it now holds
    if _NAMED_EQUALS.match(text.strip()):
        return True  # "`WAKE_INTERVAL_S` = 1800 (30 minutes).": the setting named as code, then its value
    clauses = [c for c in re.split(r"[;(]|\s[—–]\s|,\s+(?:which|so|and|but)\b", _LEAD.sub("", text.strip()))
               if c.strip()]
    for i, clause in enumerate(clauses):
        # a later clause counts when it says who set it: "…reads `MESSENGER_TRANSPORT_DSN`, which I set to …"
        said_by = re.match(r"(?:i|we)(?:'ve| have)? ", clause.strip(), re.I)
        marked = R.VALUE_NOW.search(clause) or ((i == 0 or said_by) and R.VALUE_SET.match(clause.strip()))
        if not marked or R.MEASURED.search(clause):
            continue  # "the suite now runs in 42 s", "memory stays flat at 120 MB": measured, not set
        counted = R.WORK_COUNT.sub(" ", clause)  # "I changed 14 files", "0 warnings": work, not a value
        # A setting, not a result: "all 40 images are now 800 px wide in `out/`" sets nothing.
        if _only_a_time(counted):
            continue  # "Stage 1 is now 454 s with no straggler": how long it took, not a setting
        if (R.VALUE.search(counted) and R.SETTING.search(counted)) or R.CONFIG_VALUE.search(counted) \
                or _SET_TO_CODE.search(counted):
            return True
    return False


_TIME = re.compile(r"\b\d+(?:\.\d+)?\s?(?:ms|s|sec|secs|seconds?|minutes?|mins?|m|hours?|h)\b", re.I)


def _only_a_time(clause: str) -> bool:
    """A clause whose only value is a duration with nothing that sets it: no code, no word for a setting."""
    rest = _TIME.sub(" ", clause)
    return rest != clause and "`" not in clause and not R.CONFIG_VALUE.search(rest) and not R.SETTING.search(rest) \
        and not R.SET_VERB.search(clause) and not R.TIMED.search(clause) and not _SETS_WHEN.search(clause)


# "notifications are now delayed by 15 minutes", "entries expire after 2 h": a time that is a setting
_SETS_WHEN = re.compile(r"\b(?:delay\w*|expir\w*|debounc\w*|throttl\w*|cached|held|kept|retained|scheduled)\b", re.I)


# "`WAKE_INTERVAL_S` = 1800": a number or a quoted string ("`Lock_Range` = `Natural range …`" is a type)
_NAMED_EQUALS = re.compile(r"`[A-Za-z_][\w.\-\[\]]*`\s*(?:=|:=)\s*(?:\d|\"|')")
# "which I set to `doctrine://default?queue_name=invoices`": a value written as code, with no number in it
_SET_TO_CODE = re.compile(r"\b(?:set|pinned)\b[^.`]{0,20}\bto `[^`]+`", re.I)


# "… are in SizeTypes.cs now", "… is now in `config/lanes.yaml`"; what is in it names values as code ("L5G1")
_NOW_IN_FILE = re.compile(r"\b(?:is|are) (?:now in `?[\w./-]+\.[a-z]{1,5}\b`?|in `?[\w./-]+\.[a-z]{1,5}\b`? now\b)", re.I)
_CODE_VALUE = re.compile(r"`|\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{3,}\b")
