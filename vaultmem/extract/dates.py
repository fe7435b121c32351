"""Relative dates ("yesterday", "last week", "next Friday") made absolute from a turn's time.

A note is read weeks later, when "tomorrow" means nothing; so every relative expression in a
note's text gets its absolute date appended: "the freeze starts tomorrow (2026-03-04)". Turn
timestamps are UTC and we do not know the speaker's time zone: near midnight a date can be off
by one, which is still far better than "tomorrow".
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "couple of": 2, "few": 3}
_NUM = r"(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|couple of|few)"
_WD = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
# Tense hints decide which way a bare weekday points ("on Friday we ship" vs "on Friday it broke");
# with no hint it points forward, as plans usually do.
_FUTURE = re.compile(r"\b(will|won't|'ll|going to|gonna|plan|planned|scheduled|due|until|by|next|upcoming|"
                     r"starts?|begins?|ships?|release|deadline|freeze|whoever|picks? (?:this|it) up|yet)\b", re.I)
_PAST = re.compile(r"\b(was|were|did|had|went|broke|happened|ago|last|yesterday|since|\w{3,}ed)\b", re.I)

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("day_before_yesterday", re.compile(r"\b(the )?day before yesterday\b", re.I)),
    ("day_after_tomorrow", re.compile(r"\b(the )?day after tomorrow\b", re.I)),
    # ("from today: never …", "starting today, …" mark a rule that holds from now, no date of an event)
    ("today", re.compile(r"\b(today|tonight|this (morning|afternoon|evening))\b(?!(?<=from today)(?:\s*:|\s+on\b)"
                         r"|(?<=starting today)\s*[:,]|(?<=as of today)\s*[:,])", re.I)),
    ("yesterday", re.compile(r"\byesterday\b", re.I)),
    ("tomorrow", re.compile(r"\btomorrow\b", re.I)),
    ("ago", re.compile(rf"\b{_NUM} (day|week|month)s? ago\b", re.I)),
    ("in", re.compile(rf"\bin {_NUM} (day|week)s?\b", re.I)),
    ("week", re.compile(r"\b(last|next|this|past|coming) week\b", re.I)),
    ("month", re.compile(r"\b(last|next|this) month\b", re.I)),
    ("weekday", re.compile(rf"\b(?:(last|next|this|coming|on) )?{_WD}\b", re.I)),
]
_ALREADY = re.compile(r"\s*\(\s*(?:week of )?\d{4}-\d{2}(?:-\d{2})?\s*\)")


_POSSESSIVE = re.compile(r"['’]s\b")
_RECURRING = re.compile(r"\b(?:every|each|all|most|alternate)\s+(?:other\s+)?$", re.I)


def _monday(d: date) -> date:
    return d - timedelta(days=d.weekday())


def _count(word: str) -> int:
    word = word.lower()
    return int(word) if word.isdigit() else _NUMBERS.get(word, 1)


def _month_shift(d: date, months: int) -> str:
    index = d.year * 12 + d.month - 1 + months
    return f"{index // 12:04d}-{index % 12 + 1:02d}"


def _resolve(kind: str, m: re.Match[str], day: date, sentence: str) -> str | None:
    """The absolute form of one match, or None to leave it alone."""
    if kind == "today":
        return day.isoformat()
    if kind == "yesterday":
        return (day - timedelta(days=1)).isoformat()
    if kind == "tomorrow":
        return (day + timedelta(days=1)).isoformat()
    if kind == "day_before_yesterday":
        return (day - timedelta(days=2)).isoformat()
    if kind == "day_after_tomorrow":
        return (day + timedelta(days=2)).isoformat()
    if kind in ("ago", "in"):
        n, unit = _count(m.group(1)), m.group(2).lower()
        sign = -1 if kind == "ago" else 1
        if unit == "month":
            return _month_shift(day, sign * n)
        return (day + timedelta(days=sign * n * (7 if unit == "week" else 1))).isoformat()
    if kind == "week":
        which = m.group(1).lower()
        offset = {"last": -7, "past": -7, "next": 7, "coming": 7, "this": 0}[which]
        return f"week of {(_monday(day) + timedelta(days=offset)).isoformat()}"
    if kind == "month":
        return _month_shift(day, {"last": -1, "next": 1, "this": 0}[m.group(1).lower()])
    if kind == "weekday":
        if _RECURRING.search(sentence[:m.start()]):
            return None  # "every Monday at 09:00": a schedule, not a day
        which = (m.group(1) or "").lower()
        target = WEEKDAYS.index(m.group(2).lower())
        if not which and not m.group(2)[0].isupper():
            return None  # "friday" in lower case with no cue: too likely part of a name or code
        delta = target - day.weekday()
        if which == "last":
            delta = delta - 7 if delta >= 0 else delta
        elif which in ("next", "coming"):
            delta = delta + 7 if delta <= 0 else delta
        elif which == "this":
            pass  # the one in the current Monday-Sunday week
        elif delta == 0:
            return day.isoformat()
        elif _POSSESSIVE.match(sentence, m.end()) or (_PAST.search(sentence) and not _FUTURE.search(sentence)):
            # "Friday's partitions still contain the doubles": what a day left behind is a day gone by
            delta = delta - 7 if delta > 0 else delta  # "on Friday it broke": the one before
        else:
            delta = delta + 7 if delta < 0 else delta  # "the deploy is on Thursday": the coming one
        return (day + timedelta(days=delta)).isoformat()
    return None


def resolve_relative(text: str, when: datetime | date | None) -> str:
    """`text` with " (YYYY-MM-DD)" after each relative date expression, computed from `when`."""
    if when is None or not text:
        return text
    day = when.date() if isinstance(when, datetime) else when
    spans: list[tuple[int, int, str]] = []
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if any(s < m.end() and m.start() < e for s, e, _ in spans):
                continue  # "day before yesterday" already covers "yesterday"
            if _ALREADY.match(text, m.end()):
                continue  # someone (or an earlier pass) already wrote the date
            value = _resolve(kind, m, day, text)
            if value:  # "Friday's (2026-10-30) partitions", not "Friday (2026-10-30)'s"
                owner = _POSSESSIVE.match(text, m.end())
                spans.append((m.start(), owner.end() if owner else m.end(), value))
    for _start, end, value in sorted(spans, reverse=True):
        text = f"{text[:end]} ({value}){text[end:]}"
    return text


def has_relative_date(text: str) -> bool:
    """Whether the text holds an expression resolve_relative would date."""
    return resolve_relative(text, date(2000, 1, 3)) != text


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# "on the 1st of december", "1 December", "December 1st", "2026-12-01": a day named outright
_DAY_NAMED = re.compile(rf"\b(?:\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {_MONTH}|{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?\b|\d{{4}}-\d{{2}}-\d{{2}})", re.I)


def told_as_past(text: str) -> bool:
    """Whether the text tells of something gone by ("Relaytext had a 40 minute outage on saturday"),
    with nothing that points ahead ("the freeze is scheduled for friday") nor says what holds now ("we
    moved off sled last month, it's redb now")."""
    return bool(_PAST.search(text)) and not _FUTURE.search(text) and not re.search(r"\bnow\b", text, re.I)


def names_a_day_ahead(text: str) -> bool:
    """Whether the text names a day outright and speaks of it as ahead, not as gone by ("HES-East goes
    live on the 1st of december", not "it broke on 3 November")."""
    return bool(_DAY_NAMED.search(text)) and not _PAST.search(text)
