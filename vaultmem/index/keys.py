"""Index keys: how a catalog entry is named, built and told apart in one place.

    <note id>                        a current note
    history:<note id>:<file stem>    a retired version in `_history/<id>/<stem>.md`
    episode:<excerpt stem>:<turn>    one turn of a session excerpt

Note ids never contain ":", so a prefix names exactly one note's versions.
"""

from __future__ import annotations

KIND_NOTE, KIND_HISTORY, KIND_EPISODE = "note", "history", "episode"
HISTORY_PREFIX = f"{KIND_HISTORY}:"
EPISODE_PREFIX = f"{KIND_EPISODE}:"


def history_key(note_id: str, stem: str) -> str:
    """The key of one retired version of note_id, stored in a file named stem."""
    return f"{HISTORY_PREFIX}{note_id}:{stem}"


def history_prefix(note_id: str) -> str:
    """What every key of note_id's retired versions starts with."""
    return f"{HISTORY_PREFIX}{note_id}:"


def episode_key(excerpt_stem: str, turn_id: str) -> str:
    return f"{EPISODE_PREFIX}{excerpt_stem}:{turn_id}"


def kind_of(key: str) -> str:
    """KIND_HISTORY, KIND_EPISODE or KIND_NOTE, from the key alone."""
    if key.startswith(HISTORY_PREFIX):
        return KIND_HISTORY
    return KIND_EPISODE if key.startswith(EPISODE_PREFIX) else KIND_NOTE
