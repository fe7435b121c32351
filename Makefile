# Two commands on a fresh machine: `make demo` and `make test`.
# Each creates or refreshes .venv and installs what it needs; torch goes first, pinned to the
# CPU build (any other torch request would pull a multi-GB CUDA build).

PYTHON ?= python3
VENV ?= .venv
TORCH_SPEC ?= torch==2.13.0
PY := $(VENV)/bin/python
PIP := $(PY) -m pip --disable-pip-version-check -q
DEMO_HOME := $(CURDIR)/.demo
VM := VAULTMEM_HOME=$(DEMO_HOME) $(VENV)/bin/vaultmem

.PHONY: install agents browser demo test test-fast bench clean

$(VENV)/.installed: pyproject.toml Makefile
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install --upgrade pip 2>&1 | grep -v "is ignored" || true
	$(PIP) install "$(TORCH_SPEC)" 2>&1 | grep -v "is ignored" || true
	$(PIP) install -e ".[local,bench,dev]" 2>&1 | grep -v "is ignored" || true
	@$(PY) -c "import torch, sentence_transformers, qdrant_edge, vaultmem" || (echo "install failed" >&2; exit 1)
	@touch $@

install: $(VENV)/.installed

demo: install
	@rm -rf $(DEMO_HOME)
	@$(VM) init
	@cp examples/demo-vault/*.md $(DEMO_HOME)/vault/
	@echo "== indexing 6 example notes with the local model and embedded Qdrant Edge (no API key)"
	@$(VM) reindex
	@for q in "how do we fake the OpenAI API in tests" "postgres too many connections" "which python package manager"; do \
		echo; echo "== vaultmem search \"$$q\""; $(VM) search "$$q" --limit 3 --all-scopes || exit 1; done
	@echo; echo "== a Claude Code session ended: vaultmem ingest turns its transcript into notes (offline extractor)"
	@mkdir -p $(DEMO_HOME)/shop-api
	@sed "s#__DEMO_PROJECT__#$(DEMO_HOME)/shop-api#g" examples/demo-session.jsonl > $(DEMO_HOME)/demo-session.jsonl
	@$(VM) ingest $(DEMO_HOME)/demo-session.jsonl | grep -E "^(turns|new|notes):"
	@echo; echo "== vaultmem start, then a new prompt in that project: what the UserPromptSubmit hook injects"
	@$(VM) start
	@echo '{"session_id":"demo-next","cwd":"$(DEMO_HOME)/shop-api","hook_event_name":"UserPromptSubmit","prompt":"The order events consumer is slow again, which queue do we use for it?"}' \
		| VAULTMEM_HOME=$(DEMO_HOME) python3 hooks/user_prompt_submit.py \
		| $(PY) -c "import json, sys; print(json.load(sys.stdin)['hookSpecificOutput']['additionalContext'])" \
		|| { $(VM) stop; exit 1; }
	@echo; echo "== vaultmem status"; $(VM) status
	@$(VM) stop
	@echo; echo "The demo vault is in $(DEMO_HOME)/vault: open it in Obsidian, or run"
	@echo "   VAULTMEM_HOME=$(DEMO_HOME) $(VENV)/bin/vaultmem search \"your question\""

# The real agent CLIs, pinned, for tests/test_real_claude.py and test_real_codex.py (they skip
# when npm is missing or the install fails).
CLAUDE_CODE_VERSION ?= 2.1.330
CODEX_VERSION ?= 0.169.0
AGENTS_DIR := .cache/agents
AGENTS_STAMP := $(AGENTS_DIR)/.agents-claude-$(CLAUDE_CODE_VERSION)-codex-$(CODEX_VERSION)

$(AGENTS_STAMP):
	@mkdir -p $(AGENTS_DIR)
	@if command -v npm >/dev/null 2>&1; then \
		npm install --prefix $(AGENTS_DIR) --no-audit --no-fund --loglevel=error \
			@anthropic-ai/claude-code@$(CLAUDE_CODE_VERSION) @openai/codex@$(CODEX_VERSION) >/dev/null && touch $@ \
			|| echo "could not install the agent CLIs: their tests will skip"; \
	else echo "npm not found: the real Claude Code and Codex tests will skip"; fi

agents: $(AGENTS_STAMP)

# The console's browser tests drive Debian's headless Chromium; they skip (and say so) without it.
browser:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || \
	  { if [ "$$(id -u)" = 0 ]; then apt-get install -y -q chromium >/dev/null || \
	      { apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null; }; \
	    elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo apt-get install -y -q chromium >/dev/null; fi; \
	    command -v chromium >/dev/null 2>&1 || \
	    echo "chromium could not be installed (needs root or sudo and apt-get): the console's browser tests will skip"; }

test: install agents browser
	$(VENV)/bin/ruff check vaultmem tests hooks
	$(PY) -m pytest -q -x -p no:cacheprovider --ignore=tests/test_reliability_crash.py
	@# The crash harness forks: it needs a fresh process with no leftover library threads.
	$(PY) -m pytest -q -x -p no:cacheprovider tests/test_reliability_crash.py

test-fast: install
	$(PY) -m pytest -q -x -m "not integration and not slow"

bench: install
	$(VENV)/bin/vaultmem bench scale --sizes 1000,10000

clean:
	rm -rf $(VENV) $(DEMO_HOME) .pytest_cache
