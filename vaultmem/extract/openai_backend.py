"""Extractor over any OpenAI-compatible chat endpoint (OpenAI, Fireworks, Ollama, LM Studio, vLLM).

The official `openai` client does the HTTP; its own retries are off so tenacity owns the policy:
timeouts, connection errors, 429 and 5xx are retried with exponential backoff, anything else
fails at once. A failure raises ExtractionError, which leaves the ticket retryable: extraction
runs before any write, so nothing is half-applied.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from .base import Extraction, ExtractionError, Fact, RedactFn, RelatedNote, Usage, Verification, charged
from .prompt import PROMPT_VERSION, build_messages, estimate_tokens
from .schema import parse_facts
from .verify import build_verify_messages, parse_verdicts

if TYPE_CHECKING:
    from ..capture.turns import Turn

log = logging.getLogger("vaultmem.extract")

ATTEMPTS = 3
WAIT_MULTIPLIER = 0.5  # seconds: 0.5, 1, 2, ... capped at WAIT_MAX
WAIT_MAX = 8.0


def _transient(exc: BaseException) -> bool:
    """Worth another try: the server was slow, unreachable, rate limiting or broken (5xx)."""
    import openai

    if isinstance(exc, (openai.APITimeoutError, openai.APIConnectionError, openai.RateLimitError,
                        openai.InternalServerError)):
        return True
    return isinstance(exc, openai.APIStatusError) and exc.status_code >= 500


def _rejects_json_mode(exc: BaseException) -> bool:
    """Some local servers answer 400 to response_format; we then ask again without it."""
    import openai

    return isinstance(exc, openai.BadRequestError) and "response_format" in str(exc)


class OpenAIExtractor:
    """Facts from a chat completion in JSON mode."""

    name = "openai"
    uses_llm = True

    def __init__(self, model: str, base_url: str, api_key: str | None, timeout: float, max_notes: int,
                 redact: RedactFn, client: Any = None) -> None:
        self.model = model
        self.max_notes = max_notes
        self.redact = redact
        self.version = f"openai:{model}:{PROMPT_VERSION}"
        if client is None:
            from openai import OpenAI

            # A local server needs no key, but the client insists on one.
            client = OpenAI(api_key=api_key or "unused", base_url=base_url or None, timeout=timeout, max_retries=0)
        self._client = client
        self._json_mode = True

    def _create(self, messages: list[dict[str, str]]) -> Any:
        from tenacity import Retrying, retry_if_exception, stop_after_attempt, wait_exponential

        def call() -> Any:
            kwargs: dict[str, Any] = {"model": self.model, "messages": messages, "temperature": 0}
            if self._json_mode:
                kwargs["response_format"] = {"type": "json_object"}
            try:
                return self._client.chat.completions.create(**kwargs)
            except Exception as exc:
                if self._json_mode and _rejects_json_mode(exc):
                    self._json_mode = False
                    kwargs.pop("response_format")
                    return self._client.chat.completions.create(**kwargs)
                raise

        retrying = Retrying(stop=stop_after_attempt(ATTEMPTS), reraise=True,
                            wait=wait_exponential(multiplier=WAIT_MULTIPLIER, max=WAIT_MAX),
                            retry=retry_if_exception(_transient))
        return retrying(call)

    def _complete(self, messages: list[dict[str, str]]) -> tuple[str, Usage]:
        """The answer text of one chat completion and what it cost; ExtractionError when it fails."""
        sent = sum(len(m["content"]) for m in messages)
        try:
            response = self._create(messages)
        except Exception as exc:
            # Message text only: a request body never goes to the log.
            status = getattr(exc, "status_code", None)
            raise ExtractionError(f"extractor call to {self.model} failed: {type(exc).__name__}"
                                  + (f" (HTTP {status})" if status else ""),
                                  "the ticket will be retried; check extract.base_url / extract.model",
                                  usage=Usage(input=estimate_tokens(sent))) from None  # a timeout may be billed
        try:
            content = response.choices[0].message.content or ""
        except (AttributeError, IndexError, TypeError):
            content = ""
        return content, _usage(getattr(response, "usage", None), sent, len(content))

    def run(self, window: list["Turn"], related: list[RelatedNote]) -> Extraction:
        """One chat completion -> validated facts; ExtractionError when the call finally fails."""
        content, usage = self._complete(build_messages(window, related, self.redact, self.max_notes))
        report = charged(usage, lambda: parse_facts(content, self.max_notes))
        return Extraction(report.facts, usage, report)

    def verify(self, window: list["Turn"], facts: list[Fact]) -> Verification:
        """One chat completion -> index: reason for each fact the window does not support."""
        content, usage = self._complete(build_verify_messages(window, facts, self.redact))
        return Verification(charged(usage, lambda: parse_verdicts(content, len(facts))), usage)


def _usage(usage: Any, sent_chars: int, answer_chars: int) -> Usage:
    """The server's prompt/completion token counts, or an estimate when it reports none."""
    prompt, completion = getattr(usage, "prompt_tokens", None), getattr(usage, "completion_tokens", None)
    if isinstance(prompt, int) and isinstance(completion, int) and prompt + completion > 0:
        return Usage(input=prompt, output=completion)
    total = getattr(usage, "total_tokens", None)
    if isinstance(total, int) and total > 0:
        return Usage(input=total)
    return Usage(input=estimate_tokens(sent_chars), output=estimate_tokens(answer_chars))
