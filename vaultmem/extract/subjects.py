"""Facts with a subject of their own (heuristic extractor): the version of a tool the project uses and
the dev server's address, which a later statement UPDATES rather than repeats, and where things live.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..vault.ids import slugify
from . import rules as R
from .base import Fact
from .sentences import Sentence, _tags, clean
from .signals import new_fact

if TYPE_CHECKING:
    from ..capture.turns import Turn


def project_fact(turn: "Turn", s: Sentence, strict: bool) -> Fact | None:
    """Versions of known tools and the dev server's address, as subject facts."""
    text = s.text
    m = R.VERSION.search(text) or R.VERSION_IS.search(text)  # "we're on Python 3.12", "the node version is 22"
    # ("tessera is still on Django 4.2, and 4.2 went out of support in April. we need to move": leaving it)
    # ("pg-onprem-01 is on postgres 14 and 14 is out of support next week": the version said to be left)
    if m and not R.VERSION_TOPIC.search(text) and not (_STILL_ON.search(text) and _MOVING_OFF.search(turn.text)) \
            and not _SUPPORT_ENDS.search(text):
        # An assistant must state it as an item of its report or with a stack verb; a user
        # needs the verb ("we're on Python 3.12").
        leads = s.list_item and m.start() <= 3
        if R.STACK_VERB.search(text) or R.VERSION_IS.search(text) or (strict and leads) \
                or (strict and R.VERSION_UPDATE.search(text)):
            name, version = R.TECH[m.group("name").lower()], m.group("ver")
            old = R.VERSION_UPDATE.search(text)
            previous = (old.group("a") or old.group("b")) if old else None
            # "move … from redis 6.2 to 7.1": the version it goes to is the one that holds
            if target := re.match(r"\s+to\s+(?:[a-z]+\s+)?v?(\d+(?:\.\d+)+)\b", text[m.end():], re.I):
                version, previous = target.group(1), version
            body = f"The project uses {name} {version}" + (f" (updated from {previous})." if previous else ".")
            if R.REASON_WORD.search(text):  # "stay on vite 4.x until they fix the ESM export": why, too
                body += f" {clean(text, None)}."
            slug = slugify(name, 30)
            return new_fact(turn, s, "fact", 0.5, title=f"Project uses {name} {version}", body=body,
                         subject=f"version:{slug}", id_hint=f"{slug}-version", tags=["stack"])
    url, port = R.LOCAL_URL.search(text), R.PORT.search(text)
    if not strict and (R.TRANSIENT.search(text) or R.CONFIG_NOT.search(text)):
        return None  # "serve this folder, just for today, port 8000 is fine"
    if (url or port) and R.DEV_SERVER.search(f"{s.heading} {text}"):
        where = f"localhost:{url.group('port')}" if url else f"port {port.group('port')}"  # type: ignore[union-attr]
        return new_fact(turn, s, "fact", 0.5, title=f"Dev server runs on {where}",
                     body=f"The development server runs on {where}.", subject="service:dev-server",
                     id_hint="dev-server-address", tags=["services"])
    return None


def path_fact(turn: "Turn", s: Sentence) -> Fact | None:
    """A sentence that says where something lives in the code or on disk."""
    m = R.PATH_FACT.search(s.text)
    if not m or "://" in s.text:
        return None
    return new_fact(turn, s, "fact", 0.5, tags=_tags(s.text, ("layout",)))


_SUPPORT_ENDS = re.compile(r"\b(?:out of|leaves?|leaving|loses?|end of|ends?) (?:\w+ ){0,2}support\b|\bend[- ]of[- ]life\b|\bEOL\b"
                           r"|\bgoes out of\b|\bdeprecated\b", re.I)
_STILL_ON = re.compile(r"\bstill (?:on|at|using|uses|runs?|running)\b", re.I)
_MOVING_OFF = re.compile(r"\b(?:need|have|got|want) to (?:move|upgrade|migrate|switch|get off)\b|\bout of support\b"
                         r"|\bend of life\b|\bEOL\b", re.I)
