"""Ingest orchestration: a ticket or a transcript file through capture (read, redact, keep the
session excerpt) and extract (facts to notes). Above both, so capture stays a leaf."""
