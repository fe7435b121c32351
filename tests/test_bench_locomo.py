"""`vaultmem bench locomo`: LoCoMo parsing, import through the ticket path, the recall protocol."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

DEV = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "dev"


def _turn(speaker: str, dia: str, text: str, caption: str | None = None) -> dict:
    t = {"speaker": speaker, "dia_id": dia, "text": text}
    if caption:
        t["blip_caption"] = caption
    return t


def tiny_locomo() -> dict:
    """Two sessions, five questions: one per kind of thing the bench must get right."""
    return {
        "speaker_a": "Ada", "speaker_b": "Bo",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            _turn("Ada", "D1:1", "Hi Bo! I finally adopted a greyhound named Pickle."),
            _turn("Bo", "D1:2", "Congrats! I spent the weekend repairing my sailboat."),
            _turn("Ada", "D1:3", "Look what I baked yesterday.", caption="a photo of a lemon tart on a plate"),
            _turn("Bo", "D1:4", "Looks delicious!"),
        ],
        "session_2_date_time": "10:05 am on 21 June, 2023",
        "session_2": [
            _turn("Bo", "D2:1", "I started learning the cello last month."),
            _turn("Ada", "D2:2", "Pickle ran his first lure coursing race today."),
            _turn("Bo", "D2:3", "That must have been fun to watch."),
        ],
        "session_2_summary": "LLM-written summaries are never imported.",
        "qa": [
            {"question": "What breed of dog did Ada adopt?", "answer": "greyhound", "evidence": ["D1:1"], "category": 4},
            {"question": "What did Ada bake?", "answer": "a lemon tart", "evidence": ["D1:3"], "category": 1},
            {"question": "Which instrument is Bo learning, the cello?", "answer": "cello", "evidence": ["D2:1"],
             "category": 2},
            {"question": "What race did Pickle run?", "adversarial_answer": "x", "evidence": ["D2:2", "D9:9"],
             "category": 5},
            {"question": "Is this answerable?", "answer": "no", "evidence": [], "category": 3},
        ],
    }


@pytest.fixture
def tiny_file(tmp_path: Path) -> Path:
    path = tmp_path / "locomo" / "7.json"
    path.parent.mkdir()
    path.write_text(json.dumps(tiny_locomo()), encoding="utf-8")
    return path


def test_parse_locomo_datetime() -> None:
    from vaultmem.bench.locomo_data import parse_locomo_datetime

    assert parse_locomo_datetime("1:56 pm on 8 May, 2023") == dt.datetime(2023, 5, 8, 13, 56, tzinfo=dt.timezone.utc)
    assert parse_locomo_datetime("12:48 am on 1 February, 2023") == dt.datetime(2023, 2, 1, 0, 48,
                                                                              tzinfo=dt.timezone.utc)
    assert parse_locomo_datetime("12:05 pm on 3 Sept, 2022").hour == 12  # type: ignore[union-attr]
    assert parse_locomo_datetime("sometime") is None


def test_load_locomo_roles_dates_captions(tiny_file: Path) -> None:
    from vaultmem.bench.locomo_data import load_locomo

    [conv] = load_locomo(tiny_file.parent)  # a folder works as well as a file
    assert conv.id == "7"
    assert conv.dia_ids == ["D1:1", "D1:2", "D1:3", "D1:4", "D2:1", "D2:2", "D2:3"]
    first, second = conv.sessions
    assert [t.role for t in first.turns] == ["user", "assistant", "user", "assistant"]
    assert first.turns[0].text.startswith("Ada: Hi Bo!")
    assert "[shares an image: a photo of a lemon tart on a plate]" in first.turns[2].text
    assert second.turns[0].timestamp is not None and second.turns[0].timestamp.date() == dt.date(2023, 6, 21)
    assert first.turns[1].timestamp > first.turns[0].timestamp  # type: ignore[operator]
    assert [q.category for q in conv.questions] == [4, 1, 2, 5, 3]


def test_load_locomo_published_list_format(tmp_path: Path) -> None:
    from vaultmem.bench.locomo_data import load_locomo

    sample = tiny_locomo()
    qa = sample.pop("qa")
    path = tmp_path / "locomo10.json"
    path.write_text(json.dumps([{"sample_id": "conv-7", "conversation": sample, "qa": qa}]), encoding="utf-8")
    [conv] = load_locomo(path)
    assert conv.id == "conv-7" and len(conv.questions) == 5 and len(conv.dia_ids) == 7


def test_recall_protocol() -> None:
    from vaultmem.bench.metrics import recall_at, recall_table

    assert recall_at([], ["D1:1"], 5) == 1.0  # no evidence counts as found
    assert recall_at(["D1:1", "D1:2"], ["D1:2", "D3:3"], 1) == 0.5
    assert recall_at(["D8:6; D9:17"], ["D8:6", "D9:17"], 5) == 0.0  # ids compared verbatim
    table = recall_table([(1, ["a"], ["a"]), (2, ["b"], ["x", "b"])], ks=(1, 2))
    assert table["overall"] == {"n": 2, "r@1": 0.5, "r@2": 1.0}
    assert table["cat 2"]["r@1"] == 0.0


def test_run_locomo_end_to_end(tiny_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from vaultmem.bench.locomo import format_report, run_locomo

    # A session longer than one ticket's window must still land whole (several chunks).
    monkeypatch.setenv("VAULTMEM_EXTRACT_MAX_TURNS", "2")
    out = tmp_path / "out.jsonl"
    report = run_locomo(tiny_file, out)
    assert report.missing_turns == {}
    assert report.items.get("episode") == 7
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(lines) == 5
    assert set(lines[0]) == {"conversation", "index", "category", "evidence", "retrieved"}
    for line in lines:
        assert len(line["retrieved"]) == len(set(line["retrieved"]))
        assert set(line["retrieved"]) <= {"D1:1", "D1:2", "D1:3", "D1:4", "D2:1", "D2:2", "D2:3"}
    assert lines[0]["retrieved"][0] == "D1:1"  # greyhound: a word only that turn has
    assert "D1:3" in lines[1]["retrieved"][:2]  # found through the image caption
    tables = report.tables()
    assert set(tables) == {"vaultmem", "bm25 (raw turns)", "dense (raw turns)"}
    assert tables["vaultmem"]["cat 3"]["r@5"] == 1.0  # no evidence counts 1.0
    assert tables["vaultmem"]["cat 5"]["r@50"] == 0.5  # D9:9 does not exist
    assert report.embedder.startswith("hash:")  # the configured embedder, not a hard-wired model
    assert report.non_default == {"embedder.provider": "hash", "extract.max_turns": 2}
    text = format_report(report)
    assert "r@5" in text and "p95" in text and "index build" in text


def test_cli_bench_locomo(tiny_file: Path, tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from vaultmem.cli import app

    out = tmp_path / "o.jsonl"
    res = CliRunner().invoke(app, ["bench", "locomo", "--data", str(tiny_file), "--out", str(out),
                                   "--questions", "2", "--no-baselines", "--json"])
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    assert summary["questions"] == 2 and set(summary["recall"]) == {"vaultmem"}
    assert len(out.read_text(encoding="utf-8").splitlines()) == 2
    missing = CliRunner().invoke(app, ["bench", "locomo", "--data", str(tmp_path / "nope"), "--out", str(out)])
    assert missing.exit_code == 1


@pytest.mark.skipif(not DEV.is_dir(), reason="LoCoMo dev data not present (../shared/data/locomo/dev)")
def test_real_dev_conversation_every_turn_becomes_an_episode(tmp_path: Path) -> None:
    from vaultmem.bench.locomo import run_locomo

    report = run_locomo(DEV, tmp_path / "dev.jsonl", limit_conversations=1, questions=5, baselines=False)
    assert report.missing_turns == {}
    assert report.turns > 300 and report.items["episode"] == report.turns
    assert all(len(r.retrieved) >= 50 for r in report.results)
