"""Figures for docs/extraction.md: how short_title shortens the long sentences of the shared real
transcripts. Run: PYTHONPATH=.:tests python -m support.title_figures"""
from vaultmem.capture.transcripts import read_transcript
from vaultmem.extract.heuristic import sentences
from vaultmem.vault.titles import (FILE_NAME_MAX, TITLE_MAX, _AND, _CLAUSE, _COMMA, _PHRASE, _tidy, note_stem,
                                   short_title)
from support.paths import SHARED

DATA = SHARED / "data" / "transcripts"
if not DATA.is_dir():
    raise SystemExit(f"{DATA} is not present")
files = sorted(DATA.rglob("*.jsonl"))
sents = [s.text for f in files for turn in read_transcript(f, "auto").turns if turn.role in ("user", "assistant")
         for s in sentences(turn.text) if len(s.text) > TITLE_MAX]
def ends_at(title, text, patterns):
    return any(_tidy(text[:m.start()]).lower().endswith(title[-15:].lower()) for p in patterns for m in p.finditer(text))
kinds = {"clause, comma or 'and'": 0, "before a phrase": 0, "at a word": 0}
longest = stem_max = 0
for s in sents:
    t = short_title(s)
    name = note_stem(t) + ".md"
    assert "…" not in t and len(t) <= TITLE_MAX and len(name) <= FILE_NAME_MAX
    longest, stem_max = max(longest, len(t)), max(stem_max, len(name))
    k = ("clause, comma or 'and'" if ends_at(t, s, (_CLAUSE, _COMMA, _AND)) else
         "before a phrase" if ends_at(t, s, (_PHRASE,)) else "at a word")
    kinds[k] += 1
n = len(sents)
print(f"{len(files)} transcripts, {n} sentences over {TITLE_MAX} characters -> titles of at most {longest} "
      f"characters, file names of at most {stem_max}, none with '…'; shortened "
      + ", ".join(f"{k}: {v} ({v / n:.0%})" for k, v in kinds.items()))
