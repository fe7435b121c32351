"""Reading LoCoMo files and turning their sessions into vaultmem Turns.

Format (github.com/snap-research/locomo, data/locomo10.json): a conversation has `speaker_a`,
`speaker_b`, `session_N` (turns with `speaker`, `dia_id`, `text`, optional `blip_caption`),
`session_N_date_time` and `qa`. The published file is a list of samples that wrap the sessions
in a `conversation` key; our dev files are one flat sample each. Both are accepted. Only the
turns are read: LoCoMo's observations, summaries and event graphs were written by an LLM from
the turns and a real session has nothing like them.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..capture.turns import Turn
from ..errors import VaultmemError

AGENT = "locomo"
_SESSION_KEY = re.compile(r"session_(\d+)")
# "1:56 pm on 8 May, 2023" (the only shape in LoCoMo10); seconds and the comma are optional.
_DATE = re.compile(r"(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})",
                   re.IGNORECASE)
_MONTHS = {m: i for i, m in enumerate(
    ("january february march april may june july august september october november december").split(), start=1)}


@dataclass
class Question:
    """One LoCoMo question with its evidence dia_ids, kept verbatim (the official protocol does)."""

    index: int
    question: str
    category: int
    evidence: list[str]
    answer: str = ""


@dataclass
class Session:
    """One LoCoMo session: its number, start time and turns (role user = speaker_a)."""

    number: int
    started: dt.datetime | None
    turns: list[Turn] = field(default_factory=list)


@dataclass
class Conversation:
    """One LoCoMo sample: who speaks, the sessions in order and the questions."""

    id: str
    speaker_a: str
    speaker_b: str
    sessions: list[Session]
    questions: list[Question]

    @property
    def dia_ids(self) -> list[str]:
        return [t.id for s in self.sessions for t in s.turns]


def parse_locomo_datetime(value: str) -> dt.datetime | None:
    """'1:56 pm on 8 May, 2023' -> an aware datetime (LoCoMo gives no zone: UTC)."""
    m = _DATE.search(value or "")
    if not m:
        return None
    hour, minute, second, ampm, day, month, year = m.groups()
    mon = _MONTHS.get(month.lower()) or next((v for k, v in _MONTHS.items() if k.startswith(month.lower()[:3])), None)
    if mon is None:
        return None
    h = int(hour) % 12 + (12 if ampm.lower().startswith("p") else 0)
    try:
        return dt.datetime(int(year), mon, int(day), h, int(minute), int(second or 0), tzinfo=dt.timezone.utc)
    except ValueError:
        return None


def turn_text(raw: dict[str, Any]) -> str:
    """A turn as the speaker's name, what they said and the image they shared, if any.

    The name goes in the text because our turns only know user/assistant, while questions
    name the person ("What did Caroline research?").
    """
    text = f"{raw.get('speaker', '')}: {str(raw.get('text') or '').strip()}".strip()
    caption = str(raw.get("blip_caption") or "").strip()
    if caption:
        text += f" [shares an image: {caption}]"
    return text


def _sample_conversations(data: Any, stem: str) -> list[tuple[str, dict[str, Any], list[dict[str, Any]]]]:
    samples = data if isinstance(data, list) else [data]
    out = []
    for i, sample in enumerate(samples):
        if not isinstance(sample, dict):
            continue
        conv = sample.get("conversation") if isinstance(sample.get("conversation"), dict) else sample
        cid = str(sample.get("sample_id") or (stem if len(samples) == 1 else f"{stem}-{i}"))
        out.append((cid, conv, list(sample.get("qa") or [])))
    return out


def conversation_from_dict(cid: str, conv: dict[str, Any], qa: list[dict[str, Any]]) -> Conversation:
    """Build a Conversation; speaker_a's turns are the user's, speaker_b's the other party's."""
    a, b = str(conv.get("speaker_a") or "A"), str(conv.get("speaker_b") or "B")
    numbers = sorted(int(m.group(1)) for k in conv if (m := _SESSION_KEY.fullmatch(k)))
    sessions = []
    for n in numbers:
        started = parse_locomo_datetime(str(conv.get(f"session_{n}_date_time") or ""))
        session = Session(n, started)
        for i, raw in enumerate(conv.get(f"session_{n}") or []):
            if not isinstance(raw, dict) or not raw.get("dia_id"):
                continue
            role = "user" if raw.get("speaker") == a else "assistant"
            # One second apart keeps the order of turns that share the session's start time.
            when = started + dt.timedelta(seconds=i) if started else None
            session.turns.append(Turn(id=str(raw["dia_id"]), role=role, text=turn_text(raw), timestamp=when,
                                      agent=AGENT, session_id=session_id(cid, n)))
        if session.turns:
            sessions.append(session)
    questions = [Question(i, str(q.get("question") or ""), int(q.get("category") or 0),
                          [str(e) for e in (q.get("evidence") or [])], str(q.get("answer") or ""))
                 for i, q in enumerate(qa) if isinstance(q, dict) and q.get("question")]
    return Conversation(cid, a, b, sessions, questions)


def session_id(conversation_id: str, number: int) -> str:
    return f"locomo-{conversation_id}-session-{number}"


def load_locomo(path: Path) -> list[Conversation]:
    """Every conversation in a LoCoMo JSON file, or in the *.json files of a folder (sorted)."""
    path = Path(path).expanduser()
    if path.is_dir():
        files = sorted(path.glob("*.json"), key=lambda p: (len(p.stem), p.stem))
    elif path.is_file():
        files = [path]
    else:
        raise VaultmemError(f"no LoCoMo data at {path}", "pass a LoCoMo JSON file or a folder of them")
    out: list[Conversation] = []
    for f in files:
        try:
            data = json.loads(f.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise VaultmemError(f"{f} is not readable JSON ({exc})", "pass LoCoMo JSON files") from None
        out.extend(conversation_from_dict(cid, conv, qa) for cid, conv, qa in _sample_conversations(data, f.stem))
    out = [c for c in out if c.sessions]
    if not out:
        raise VaultmemError(f"no LoCoMo conversations found in {path}", "each file needs session_N turn lists")
    return out
