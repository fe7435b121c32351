"""Retrieval metrics of the LoCoMo protocol."""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

KS = (5, 10, 25, 50)


def recall_at(evidence: Sequence[str], retrieved: Sequence[str], k: int) -> float:
    """Fraction of the evidence ids in the top k; a question without evidence counts 1.0.

    As in LoCoMo's task_eval/evaluation.py: ids are compared verbatim, so a malformed evidence
    id in the data ("D8:6; D9:17") can never be found and costs its question a share.
    """
    if not evidence:
        return 1.0
    top = set(retrieved[:k])
    return sum(1 for e in evidence if e in top) / len(evidence)


def recall_table(rows: Iterable[tuple[int, Sequence[str], Sequence[str]]],
                 ks: Sequence[int] = KS) -> dict[str, dict[str, float]]:
    """{"overall"|"cat N": {"n": count, "r@k": mean recall}} from (category, evidence, retrieved) rows."""
    sums: dict[str, list[float]] = {}
    for category, evidence, retrieved in rows:
        for group in ("overall", f"cat {category}"):
            acc = sums.setdefault(group, [0.0] * (len(ks) + 1))
            acc[0] += 1
            for i, k in enumerate(ks, start=1):
                acc[i] += recall_at(evidence, retrieved, k)
    table = {}
    for group in sorted(sums, key=lambda g: (g != "overall", g)):
        acc = sums[group]
        table[group] = {"n": int(acc[0]), **{f"r@{k}": acc[i] / acc[0] for i, k in enumerate(ks, start=1)}}
    return table


def format_table(tables: Mapping[str, Mapping[str, Mapping[str, float]]], ks: Sequence[int] = KS) -> str:
    """One block per method: rows overall and per category, columns recall@k."""
    lines = []
    for method, table in tables.items():
        lines.append(f"{method}")
        lines.append(f"  {'group':<8} {'n':>5} " + " ".join(f"{'r@' + str(k):>7}" for k in ks))
        for group, row in table.items():
            lines.append(f"  {group:<8} {int(row['n']):>5} " + " ".join(f"{row[f'r@{k}']:>7.3f}" for k in ks))
    return "\n".join(lines)
