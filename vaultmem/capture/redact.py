"""Secret redaction that runs before any session text is written or sent anywhere."""

from __future__ import annotations

import dataclasses
import functools
import logging
import re
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .turns import ToolResult, Turn

log = logging.getLogger("vaultmem.redact")

MARKER_RE = re.compile(r"\[REDACTED:[a-z0-9_]+\]")
_MARKER_SPAN = 64  # longer than any marker, so a window this wide finds overlapping ones
_MAX_PASSES = 8  # a pass can expose a new match (e.g. a second keyword on a line); loop to a fixpoint


def marker(kind: str) -> str:
    """The placeholder that replaces a secret of this kind."""
    return f"[REDACTED:{kind}]"


@dataclass
class Redaction:
    """Redacted text plus how many secrets of each kind were removed."""

    text: str
    findings: dict[str, int] = field(default_factory=dict)


# --- <private> spans -------------------------------------------------------------------------

_PRIVATE_TAG_RE = re.compile(r"<(/?)private(?:\s[^<>]*)?>", re.IGNORECASE)


def _drop_private(text: str) -> tuple[str, int]:
    """Drop private spans (nesting-aware; unclosed runs to the end) and count them."""
    dropped = 0
    while _PRIVATE_TAG_RE.search(text):
        parts: list[str] = []
        depth, pos = 0, 0
        for m in _PRIVATE_TAG_RE.finditer(text):
            if depth == 0:
                parts.append(text[pos : m.start()])
            if m.group(1):
                depth = max(depth - 1, 0)  # a stray closing tag is dropped on its own
            else:
                dropped += depth == 0
                depth += 1
            pos = m.end()
        if depth == 0:
            parts.append(text[pos:])
        text = "".join(parts)  # loop: removing a span can glue a new tag together
    return text, dropped


def drop_private(text: str) -> str:
    """Remove <private>...</private> spans entirely, including an unclosed one to end of text."""
    return _drop_private(text)[0]


# --- heuristics shared by the key=value rules --------------------------------------------------

_SECRET_KEY_RE = re.compile(
    r"SECRET|TOKEN|PASSWORD|PASSWD|PASSPHRASE|_PWD$|API_?KEY|PRIVATE_?KEY|ACCESS_?KEY|CREDENTIAL"
    r"|AUTH(?!OR(?!IZATION))|(?:SIGNING|ENCRYPTION|MASTER|SERVICE|LICENSE|CLIENT|SESSION|HMAC"
    r"|WEBHOOK|OPENAI|ANTHROPIC|VOYAGE|STRIPE|GITHUB|SLACK|STORAGE|ACCOUNT|SHARED|ACCESS)_KEY"
    r"|PRIVATE_KEY_ID|ACCOUNT_?KEY|SHARED_?ACCESS_?KEY"
)
# Names that mention a secret but hold metadata about it (`MAX_TOKENS`, `TOKEN_URL`, `AUTH_TYPE`).
_NOT_SECRET_KEY_RE = re.compile(
    r"(?:^|_)(?:URL|URI|PATH|FILE|DIR|ENDPOINT|HOST|PORT|TYPE|COUNT|LIMIT|LEN|LENGTH|SIZE|TTL"
    r"|EXPIRY|EXPIRES|EXPIRES_AT|EXPIRES_IN|TIMEOUT|NAME|ID|ARN|METHOD|MODE|PROVIDER|BACKEND"
    r"|ENABLED|REQUIRED|PROMPT|HELP|MESSAGE|MSG|LABEL|TEXT|DESCRIPTION|FIELD|ENV|VAR|REGION"
    r"|USER|USERNAME|EMAIL|STDIN|BUDGET|USAGE|PRICE|COST|FORMAT|SCOPE|SCOPES|ALGORITHM)$"
    r"|TOKENI[SZ]|TOKENS(?:_|$)"
)
_PLACEHOLDER_RE = re.compile(
    r"\$\{?[A-Za-z_][\w:?\-]*\}?|\{\{.*\}\}|\{[\w.]*\}|<[^<>]*>|%\(?\w*\)?s|\*+|[xX]{3,}|\.{3,}|…"
    r"|[+-]?\d{1,6}(?:\.\d+)?|(?i:true|false|yes|no|on|off|null|nil|none|undefined|changeme"
    r"|redacted|required|optional|secret|password|example|dummy|placeholder|foo|bar|baz|value"
    r"|test|string|your[\w\-. ]*)"
)
_TYPE_RE = re.compile(  # `token: str` is an annotation, not a YAML value
    r"(?:str|string|bytes|int|float|bool|boolean|number|any|Any|None|object|SecretStr|SecretBytes"
    r"|Optional|Union|dict|list|Dict|List)(?:\[.*\])?(?:\s*\|\s*\w+)*"
)
_CODE_REF_RE = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?:\(.*|\[.*)?")
_SECRET_WORD_RE = re.compile(r"(?i)secret|token|passw|api_?key|private_?key|credential|auth")


def _is_secret_key(name: str) -> bool:
    """Whether a config/env key name announces a secret value."""
    up = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).upper().replace("-", "_").replace(".", "_")
    if up.endswith("PRIVATE_KEY_ID"):  # a service-account key's id is half of the credential
        return True
    return bool(_SECRET_KEY_RE.search(up)) and not _NOT_SECRET_KEY_RE.search(up)


def _is_placeholder(value: str) -> bool:
    """Empty values, env references, template slots, booleans and small numbers are not secrets."""
    v = value.strip().rstrip(",;")
    if not v or _PLACEHOLDER_RE.fullmatch(v):
        return True
    # An UPPER_SNAKE name mentioning a secret is a variable name (`api_key_env = OPENAI_API_KEY`).
    return bool(re.fullmatch(r"[A-Z][A-Z0-9_]*", v) and _SECRET_WORD_RE.search(v))


def _is_code_ref(value: str) -> bool:
    """`self.token`, `get_token()`, `cfg["k"]` or `new_token` read like code, not literals."""
    v = value.rstrip(",;)")
    if not _CODE_REF_RE.fullmatch(v):
        return False
    return bool(re.search(r"[.(\[]", v) or _SECRET_WORD_RE.search(v))


def _looks_random(value: str, min_len: int = 8) -> bool:
    """Mixed letters and digits, or long mixed-case runs: shaped like a credential, not a word."""
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    if len(value) >= min_len and has_digit and has_alpha:
        return True
    if len(value) < 16 or re.fullmatch(r"[A-Za-z][a-z]+(?:[A-Z_\-.][a-z]+)*|[a-z_\-.]+", value):
        return False
    return has_alpha and not _is_code_ref(value)


def _check_env_line(m: re.Match[str]) -> bool:
    """A `KEY=value` / `key: value` line with an unquoted single-token value."""
    value = m["v"].rstrip(",;")
    if not _is_secret_key(m["key"]) or _is_placeholder(value):
        return False
    if m["sep"] == ":":
        return not _TYPE_RE.fullmatch(value)
    if m["s1"] or m["s2"]:  # `token = get_token()` style: code unless it reads like a literal
        code = _is_code_ref(value) or bool(re.search(r"[\"'()\[\]{}]", value))
        return not code and value.lower() != m["key"].lower()
    return True


def _check_env_quoted(m: re.Match[str]) -> bool:
    """`key = "value"`, `"key": "value"`, `export KEY="value"`."""
    value = m["v"] if m["v"] is not None else m["w"]
    return _is_secret_key(m["key"]) and not _is_placeholder(value) and "{" not in value


def _check_env_inline(m: re.Match[str]) -> bool:
    """Mid-line `KEY=value` (query strings, headers, shell env prefixes, kwargs)."""
    key, value = m["key"], m["v"]
    if not _is_secret_key(key) or _is_placeholder(value):
        return False
    if key.isupper() and m["sep"] == "=":  # shell `API_TOKEN=x cmd`: env-var convention
        return True
    return _looks_random(value) and not _is_code_ref(value)


def _check_cli(m: re.Match[str]) -> bool:
    """`--password hunter2` / `--api-key=...` on a command line."""
    return _is_secret_key(m["key"]) and not _is_placeholder(m["v"]) and not _is_code_ref(m["v"])


def _check_keyword(m: re.Match[str]) -> bool:
    """"my password is X": only when X (without the sentence's own punctuation) looks like a credential."""
    value = m["v"] if m["v"] is not None else next((m[g] for g in ("q1", "q2", "q3") if m[g] is not None), "")
    if m["v"] is not None:
        value = value.rstrip(".,;:!?)]}\"'`")
    return not _is_placeholder(value) and _looks_random(value, min_len=6)


def _has_digit(m: re.Match[str]) -> bool:
    """Real keys of this kind always carry digits; dashed identifiers (`sk-learn-...`) do not."""
    return any(c.isdigit() for c in m.group(0)[3:])


# --- the ordered rule tables ------------------------------------------------------------------


@dataclass(frozen=True)
class _Rule:
    kind: str
    regex: re.Pattern[str]
    gate: tuple[str, ...] = ()  # lowercase literals; the rule only runs if one is in the text
    group: str | int | tuple[str, ...] = 0  # a tuple names alternatives; the one that matched wins
    check: Callable[[re.Match[str]], bool] | None = None


# Each token rule starts with its literal prefix (so `re` can skip ahead fast) and then looks
# behind it for a word boundary; `_NB` is the class of chars that may not precede a token.
_NB = r"[A-Za-z0-9_\-]"
_PEM_HEAD = r"-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----"
_PEM_TAIL = r"-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----"
_ANNOT = r"[A-Za-z_][\w.]*(?:\[[\w\[\]., |]*\])?(?:[ \t]*\|[ \t]*[A-Za-z_][\w.\[\]]*)*"  # `: str | None`
# A cheap lookahead rejects keys without a secret-ish word before Python sees the match.
_KEY = (r"(?=[\w.\-]{0,80}?(?i:secret|token|passw|passph|pwd|key|credential|auth))"
        r"(?P<key>[A-Za-z_][\w.\-]{0,80})")
_QVAL = r"""(?:"(?P<v>(?:[^"\\\n]|\\.)*)"|'(?P<w>[^'\n]*)')"""
_r = re.compile

# Vendor tokens recognisable by their prefix alone, wherever they appear (prose, command output).
# (kind, literal prefix as a regex, body, lowercase gate).
_VENDOR_TOKENS: tuple[tuple[str, str, str, str], ...] = (
    ("npm_token", "npm_", r"[A-Za-z0-9]{36}", "npm_"),
    ("huggingface_token", "hf_", r"[A-Za-z]{30,}", "hf_"),
    ("gitlab_token", r"gl(?:pat|dt|rt|ptt|ft|imt|agent|oas|cbt|soat)-", r"[A-Za-z0-9_\-]{20,}", "gl"),
    ("digitalocean_token", r"do[opr]_v1_", r"[a-f0-9]{64}", "_v1_"),
    ("shopify_token", r"shp(?:at|ss|ca|pa)_", r"[a-fA-F0-9]{32}", "shp"),
    ("dockerhub_token", "dckr_pat_", r"[A-Za-z0-9_\-]{20,}", "dckr_pat_"),
    ("vault_token", r"hv[sbr]\.", r"[A-Za-z0-9_\-]{24,}", "hv"),
    ("linear_key", "lin_api_", r"[A-Za-z0-9]{32,}", "lin_api_"),
    ("mailgun_key", "key-", r"[a-f0-9]{32}(?![a-f0-9])", "key-"),
    ("sendgrid_api_key", r"SG\.", r"[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{16,64}", "sg."),
    ("pypi_token", "pypi-", r"AgE[A-Za-z0-9_\-]{50,}", "pypi-"),
    ("databricks_token", "dapi", r"[a-f0-9]{32}(?:-\d)?", "dapi"),
    ("grafana_token", r"gl(?:sa|c)_", r"[A-Za-z0-9_\-=]{32,}", "gl"),
    ("sentry_token", r"sntr[yus]s_", r"[A-Za-z0-9_\-=+/]{40,}", "sntr"),
    ("postman_key", "PMAK-", r"[a-f0-9]{24}-[a-f0-9]{34}", "pmak-"),
    ("google_oauth_token", r"ya29\.", r"[A-Za-z0-9_\-]{30,}", "ya29."),
    ("google_client_secret", "GOCSPX-", r"[A-Za-z0-9_\-]{20,}", "gocspx-"),
    ("twilio_api_key", "SK", r"[a-f0-9]{32}(?![a-f0-9])", "sk"),
    ("supabase_token", "sbp_", r"[a-f0-9]{40}", "sbp_"),
    ("square_token", r"sq0(?:atp|csp)-", r"[A-Za-z0-9_\-]{22,}", "sq0"),
    ("square_token", "EAAA", r"[A-Za-z0-9_\-+=]{60}", "eaaa"),
    ("atlassian_token", "ATATT", r"[A-Za-z0-9_\-=]{40,}", "atatt"),
    ("planetscale_token", r"pscale_(?:tkn|oauth|pw)_", r"[A-Za-z0-9_\-.=]{32,}", "pscale_"),
    ("doppler_token", r"dp\.(?:st|sa|ct|pt|scim|audit)\.", r"[A-Za-z0-9_.\-]{40,}", "dp."),
    ("newrelic_key", r"NR(?:AK|II|JS)-", r"[A-Z0-9]{20,}", "nr"),
    ("pulumi_token", "pul-", r"[a-f0-9]{40}", "pul-"),
    ("fly_token", r"fo1_", r"[A-Za-z0-9_\-]{40,}", "fo1_"),
    ("terraform_token", r"[A-Za-z0-9]{14}\.atlasv1\.", r"[A-Za-z0-9_\-=]{60,}", "atlasv1"),
    ("openai_admin_key", "sk-admin-", r"[A-Za-z0-9_\-]{20,}", "sk-admin-"),
    ("replicate_token", "r8_", r"[A-Za-z0-9]{37}", "r8_"),
)

# Specific formats first, so the generic key=value rules later find a marker and skip.
_TOKEN_RULES: tuple[_Rule, ...] = (
    # The body may not contain another BEGIN: keeps the lazy scan linear when END never comes.
    _Rule("private_key", _r(_PEM_HEAD + r"(?:(?!-----BEGIN)[\s\S])*?" + _PEM_TAIL), ("private key",)),
    _Rule("private_key", _r(  # truncated block (e.g. `head` of a key file): header + base64 body
        _PEM_HEAD + r"(?:[ \t]+[A-Za-z0-9+/=]{16,})*"
        r"(?:(?:\r?\n|\\n)[ \t]*(?:[A-Za-z0-9+/=]+|[A-Za-z][\w-]*:[^\n\\]*)[ \t]*)*"), ("private key",)),
    _Rule("slack_webhook", _r(r"https?://hooks\.slack\.com/(?:services|workflows|triggers)/[\w/\-]+"),
          ("hooks.slack.com",)),
    _Rule("jwt", _r(rf"eyJ(?<!{_NB}eyJ)[A-Za-z0-9_\-]{{4,}}\.[A-Za-z0-9_\-]{{4,}}\.[A-Za-z0-9_\-]*=*"),
          ("eyj",)),
    _Rule("anthropic_key", _r(rf"sk-ant-(?<!{_NB}sk-ant-)[A-Za-z0-9_\-]{{20,}}"), ("sk-ant-",)),
    # A digit is required (in a check, not a lookahead, which would rescan long dashed runs).
    _Rule("openai_key", _r(rf"sk-(?<!{_NB}sk-)(?!ant-)[A-Za-z0-9_\-]{{20,}}"), ("sk-",), 0, _has_digit),
    _Rule("voyage_key", _r(rf"pa-(?<!{_NB}pa-)[A-Za-z0-9_\-]{{30,}}"), ("pa-",), 0, _has_digit),
    _Rule("github_token", _r(
        r"g(?<![A-Za-z0-9_]g)(?:h[pousr]_[A-Za-z0-9]{30,255}|ithub_pat_[A-Za-z0-9_]{30,255})"),
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_")),
    _Rule("slack_token", _r(r"x(?<![A-Za-z0-9]x)(?:ox[abposr]-|app-\d-)[A-Za-z0-9\-]{10,}"),
          ("xox", "xapp-")),
    _Rule("stripe_key", _r(
        r"(?<![A-Za-z0-9_])(?:[sr]k_(?:live|test)_[A-Za-z0-9]{10,}|whsec_[A-Za-z0-9]{20,})"),
          ("_live_", "_test_", "whsec_")),
    _Rule("google_api_key", _r(rf"AIza(?<!{_NB}AIza)[0-9A-Za-z_\-]{{35,}}"), ("aiza",)),
    _Rule("aws_access_key", _r(r"(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Z0-9])"),
          ("akia", "asia", "abia", "acca", "a3t")),
    *(_Rule(kind, _r(rf"(?<!{_NB})(?:{prefix})" + body + r"(?![A-Za-z0-9_\-])"), (gate,))
      for kind, prefix, body, gate in _VENDOR_TOKENS),
    _Rule("age_secret_key", _r(r"AGE-SECRET-KEY-1[0-9A-Z]{50,}"), ("age-secret-key-",)),
    _Rule("telegram_bot_token", _r(r"(?<![\w:])\d{8,10}:AA[A-Za-z0-9_\-]{30,}"), (":aa",)),
    # Base64 of "-----BEGIN" (LS0tLS1CRUdJTi) or of an OpenSSH key (b3BlbnNzaC1rZXktdjE), and DER
    # private-key bodies (PKCS#8 "MIIEv...BADANBgkqhkiG9w0BAQEFAASC") pasted without their PEM header.
    _Rule("private_key", _r(r"(?:LS0tLS1CRUdJTi|b3BlbnNzaC1rZXktdjE|MII[A-Za-z0-9+/]{2}(?:IBADAN|QIBADAN|AgEAAo))"
                            r"[A-Za-z0-9+/=]{16,}"), ("ls0tls1crudjti", "b3blbnnzac1rzxktdje", "mii")),
    # Three or more full 64-column base64 lines: the body of a PEM block whose header was cut off.
    _Rule("private_key", _r(r"(?m)(?:^[ \t]*[A-Za-z0-9+/]{64}[ \t]*\r?\n){3,}(?:[ \t]*[A-Za-z0-9+/]{1,63}={0,2}[ \t]*$)?"),
          (), 0, lambda m: sum(c.isdigit() for c in m.group(0)) >= 8),
    # htpasswd-style hashes ($apr1$, $2y$, $6$) are offline-crackable credentials.
    _Rule("password_hash", _r(r"\$(?:apr1|2[aby]|[156])\$[./A-Za-z0-9]{2,22}\$[./A-Za-z0-9]{20,}"),
          ("$apr1$", "$2a$", "$2b$", "$2y$", "$1$", "$5$", "$6$")),
    # Signed URLs: the signature (and session token) parameters grant access on their own.
    _Rule("url_signature", _r(r"(?i)[?&](?:x-amz-signature|x-amz-security-token|x-amz-credential|x-goog-signature"
                              r"|x-goog-credential|sig|signature)=(?P<v>[^&\s\"'#<>]{8,})"),
          ("=",), "v", lambda m: not _is_placeholder(m["v"])),
    # Command-line password arguments: mysql -pSECRET, sshpass -p X, redis-cli -a X, curl -u user:X,
    # twine/docker/... -p X.
    _Rule("cli_password", _r(r"(?i)\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n|;]*?[ \t]-p"
                             r"(?:'(?P<q>[^'\n]+)'|\"(?P<d>[^\"\n]+)\"|(?P<v>[^\s'\"]+))"),
          ("mysql", "mariadb"), ("q", "d", "v"), lambda m: not _is_placeholder(m["q"] or m["d"] or m["v"])),
    _Rule("cli_password", _r(r"(?i)\b(?:sshpass[^\n|;]*?[ \t]-p|twine[^\n|;]*?[ \t](?:-p|--password)"
                             r"|redis-cli[^\n|;]*?[ \t](?:-a|--pass)|mongo(?:sh)?[^\n|;]*?[ \t](?:-p|--password)"
                             r"|(?:docker|podman|helm|nerdctl)(?:[ \t]+registry)?[ \t]+login[^\n|;]*?[ \t](?:-p|--password)"
                             r"|ldap\w+[^\n|;]*?[ \t]-w)(?:=|[ \t]*)"
                             r"(?:'(?P<q>[^'\n]+)'|\"(?P<d>[^\"\n]+)\"|(?P<v>[^\s'\"-][^\s'\"]*))"),
          ("sshpass", "twine", "redis-cli", "mongo", "login", "ldap"),
          ("q", "d", "v"), lambda m: not _is_placeholder(m["q"] or m["d"] or m["v"])),
    _Rule("cli_password", _r(r"(?:^|[ \t])(?:-u|--user)(?:=|[ \t]+)['\"]?[^\s:'\"/@]{1,64}:(?P<v>[^\s'\"@]{1,256})"),
          ("-u", "--user"), "v", lambda m: not _is_placeholder(m["v"])),
    # ~/.pgpass lines (host:port:database:user:password) and ~/.netrc entries.
    _Rule("pgpass_password", _r(r"(?m)^[ \t]*[\w.\-*]+:(?:\d{1,5}|\*):[\w.\-*]+:[\w.\-*@]+:(?P<v>[^\s:]\S*)[ \t]*$"),
          (), "v", lambda m: not _is_placeholder(m["v"])),
    _Rule("netrc_password", _r(r"\bmachine[ \t]+\S+(?:\s+(?:login|account)[ \t]+\S+)*\s+password[ \t]+(?P<v>\S+)"),
          ("machine",), "v", lambda m: not _is_placeholder(m["v"])),
    # "the root password on staging is X", "the password for the db was X", "set the admin password to X".
    _Rule("secret_keyword", _r(
        r"(?i)\b(?:pass(?:word|wd|phrase|code)|secret|token|api[ _-]?key|pin)"
        r"(?:[ \t]+(?:for|on|of|to|in|at)[ \t]+(?:the[ \t]+|our[ \t]+|my[ \t]+)?[\w.\-@/:]+(?:[ \t]+[\w.\-]+)?){0,2}"
        r"[ \t]+(?:is|was|is[ \t]+now|(?:has[ \t]+been[ \t]+)?(?:set|changed|reset|rotated)[ \t]+to|to)[ \t]+"
        r"""(?:"(?P<q1>[^"\n]{1,256})"|'(?P<q2>[^'\n]{1,256})'|`(?P<q3>[^`\n]{1,256})`|(?P<v>[^\s"'`]{6,256}))"""),
        ("pass", "secret", "token", "key", "pin"), ("q1", "q2", "q3", "v"), _check_keyword),
    _Rule("aws_secret_key", _r(
        r"(?i:aws_?secret_?(?:access_?)?key|secret_?access_?key)[\"']?(?:\s*(?:=>|=|:)\s*|[ \t]+)[\"']?"
        r"(?P<v>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"), ("secret",), "v"),
    _Rule("auth_header", _r(
        r"(?i:\b(?:proxy-)?authorization[\"']?\s*[:=]\s*[\"']?(?:bearer|basic|token|digest|bot)\s+)"
        r"(?P<v>[A-Za-z0-9\-._~+/]{8,}=*)"), ("authorization",), "v", lambda m: not _is_placeholder(m["v"])),
    _Rule("url_password", _r(  # scheme://user:pass@host -> only `pass`; `host:8080/...@` is a port
        r"(?<=[A-Za-z0-9+.\-])://[^:/@\s'\"<>]{0,256}:(?!\d{1,5}(?:/|\s|$))"
        r"(?P<v>[^@\s'\"<>]{1,256})@(?=[A-Za-z0-9\[])"),
        ("://",), "v", lambda m: not _is_placeholder(m["v"])),
)

# Key/value rules are line-local and only run on lines that mention a secret-ish word.
_LINE_GATE_RE = re.compile(r"secret|token|passw|passph|pwd|key|credential|auth")
_LINE_RULES: tuple[_Rule, ...] = (
    _Rule("env_secret", _r(
        r"(?<![A-Za-z0-9_$])(?P<kq>[\"']?)(?!REDACTED:)" + _KEY + r"(?P=kq)\]?"
        r"(?:[ \t]*:[ \t]*" + _ANNOT + r")?[ \t]*(?P<sep>:=|=>|==|=|:)[ \t]*" + _QVAL),
        (), ("v", "w"), _check_env_quoted),
    _Rule("env_secret", _r(
        r"(?m)^[ \t]*(?:export[ \t]+|set[ \t]+)?" + _KEY + r"(?P<s1>[ \t]*)"
        r"(?P<sep>=|:)(?P<s2>[ \t]*)(?P<v>[^\s\"'`#]\S*)[ \t]*(?:#.*)?$"), (), "v", _check_env_line),
    _Rule("env_secret", _r(
        r"(?m)(?:^|(?<=[\s?&;,(|{\"']))" + _KEY + r"(?P<sep>=|:(?!//)[ \t]?)"
        r"(?P<v>[^\s\"'`&,;()<>\[\]{}]{1,512})(?=[\s\"'`&,;)]|$)"), (), "v", _check_env_inline),
    _Rule("env_secret", _r(
        r"(?m)(?:^|(?<=\s))--?(?P<key>[A-Za-z][\w\-]*)(?:=|[ \t]+)(?P<v>[^\s\"'`\-][^\s\"'`]*)"),
        (), "v", _check_cli),
    _Rule("secret_keyword", _r(  # "my password is X": only if X is shaped like a credential
        r"(?i:\b(?:pass(?:word|wd|phrase)|secret(?:[ _-]?(?:access[ _-]?)?key)?|token|credentials?"
        r"|(?:api|access|auth|secret|private|my|our|your)[ _-]?(?:key|token))"
        r"(?:\s+(?:is|was)|\s*[:=])\s*)"
        # The whole value: to the closing quote, or to the next whitespace (`Tr0ub4dor&3`, `p#ss!`).
        r"""(?:"(?P<q1>[^"\n]{1,256})"|'(?P<q2>[^'\n]{1,256})'|`(?P<q3>[^`\n]{1,256})`|(?P<v>\S{1,512}))"""),
        (), ("q1", "q2", "q3", "v"), lambda m: _check_keyword(m)),
)


# --- detect-secrets ---------------------------------------------------------------------------

_DS_SKIP = frozenset({"IPPublicDetector"})  # public IPs are not credentials; they fill ordinary logs
_DS_KINDS = {"Base64 High Entropy String": "high_entropy_string", "Basic Auth Credentials": "basic_auth",
             "Hex High Entropy String": "high_entropy_string", "Secret Keyword": "secret_keyword",
             "JSON Web Token": "jwt", "OpenAI Token": "openai_key", "Stripe Access Key": "stripe_key"}
# Cheap per-family gates: the ~25 plugin regexes only see lines that could feed them.
_DS_QUOTED_RE = re.compile(r"[\"'][A-Za-z0-9+/=_\-]{16,}[\"']")  # entropy plugins need quotes
_DS_KEYWORD_RE = re.compile(r"(?i:key|pass|pwd|secret|contrase)")  # keyword plugin (+ a quote)
_DS_TOKEN_RE = re.compile(r"[A-Za-z0-9+/=_\-.:]{20,}|A(?:KC|P[\dA-F])[A-Za-z0-9]{8}|://|PRIVATE|PuTTY")
_DS_HINT_RE = re.compile("|".join(p.pattern for p in (_DS_QUOTED_RE, _DS_KEYWORD_RE, _DS_TOKEN_RE)))
_HEX_RE = re.compile(r"[0-9a-fA-F]+")
_PATHISH_RE = re.compile(r"/?(?:[A-Za-z_][a-z_\-]*/)+[A-Za-z_][a-z_\-]*/?")
_DS_WINDOW, _DS_OVERLAP = 1000, 256  # plugin regexes are superlinear: long lines go in chunks
_DS_BLOB = 8192  # an unbroken run this long is a data payload (base64, minified blob): patterns only
_DS_SPLIT_RE = re.compile(r"(?<=[,;\s}\]])")
_ds_lock = threading.Lock()


def _ds_kind(secret_type: str) -> str:
    """Map a detect-secrets plugin type to a snake_case finding kind."""
    return _DS_KINDS.get(secret_type) or re.sub(r"[^a-z0-9]+", "_", secret_type.lower()).strip("_")


@functools.lru_cache(maxsize=1)
def _ds_plugins() -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]]:
    """Default detect-secrets plugins, initialised once: (entropy, keyword, regex-based)."""
    try:
        with _ds_lock:  # detect-secrets settings are process-global; touch them once, serially
            from detect_secrets.plugins.high_entropy_strings import HighEntropyStringsPlugin
            from detect_secrets.plugins.keyword import KeywordDetector
            from detect_secrets.settings import default_settings, get_plugins

            with default_settings():
                plugins = [p for p in get_plugins() if type(p).__name__ not in _DS_SKIP]
    except Exception as exc:  # missing/broken install: the pattern rules still run
        log.warning("detect-secrets unavailable (%s); using pattern rules only", type(exc).__name__)
        return (), (), ()
    entropy = tuple(p for p in plugins if isinstance(p, HighEntropyStringsPlugin))
    keyword = tuple(p for p in plugins if isinstance(p, KeywordDetector))
    special = {id(p) for p in entropy + keyword}  # identity: plugin __eq__ serialises to JSON
    return entropy, keyword, tuple(p for p in plugins if id(p) not in special)


def _ds_chunks(line: str) -> list[str]:
    """Cut a long line at separators (JSON commas, spaces) into chunks of at most _DS_WINDOW."""
    if len(line) <= _DS_WINDOW:
        return [line]
    chunks: list[str] = []
    current = ""
    for piece in _DS_SPLIT_RE.split(line):
        if len(piece) > _DS_BLOB:
            continue
        while len(piece) > _DS_WINDOW:  # an unbroken blob: overlapping windows keep secrets whole
            chunks.append(piece[:_DS_WINDOW])
            piece = piece[_DS_WINDOW - _DS_OVERLAP :]
        if len(current) + len(piece) > _DS_WINDOW:
            chunks.append(current)
            current = ""
        current += piece
    return [*chunks, current]


def _ds_plausible(value: str, line: str, plugin: Any, keyword: bool) -> bool:
    """detect-secrets' own false-positive heuristics plus hash/path/identifier checks."""
    from detect_secrets.filters import heuristic as h

    if len(value) < 6 or "REDACTED:" in value:
        return False
    if _HEX_RE.fullmatch(value) and (len(value) < 16 or len(value) in (40, 64)):
        return False  # short ids and sha1/sha256 digests (git commits, checksums)
    if _PATHISH_RE.fullmatch(value) or not (_looks_random(value) or any(c in value for c in "+/=")):
        return False
    if keyword and (h.is_indirect_reference(line) or _is_code_ref(value)):
        return False
    return not (h.is_sequential_string(value) or h.is_potential_uuid(value) or h.is_templated_secret(value)
                or h.is_prefixed_with_dollar_sign(value) or h.is_not_alphanumeric_string(value)
                or h.is_likely_id_string(value, line, plugin))


# --- the redactor -----------------------------------------------------------------------------


def _touches_marker(text: str, start: int, end: int) -> bool:
    """Whether [start, end) overlaps an existing marker (markers are never re-redacted)."""
    window = MARKER_RE.finditer(text, max(0, start - _MARKER_SPAN), min(len(text), end + _MARKER_SPAN))
    return any(mm.start() < end and mm.end() > start for mm in window)


def _line_spans(text: str, gate: re.Pattern[str], merge: bool = True) -> list[tuple[int, int]]:
    """Spans of whole lines holding a match of gate (adjacent lines merged if asked)."""
    spans: list[tuple[int, int]] = []
    for m in gate.finditer(text):
        if spans and m.start() < spans[-1][1]:
            continue  # that line is already in
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        if merge and spans and start <= spans[-1][1] + 1:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans


def _map_spans(text: str, spans: list[tuple[int, int]], fn: Callable[[str], str]) -> str:
    """Rewrite only the given spans of text with fn."""
    pieces: list[str] = []
    pos = 0
    for start, end in spans:
        pieces += [text[pos:start], fn(text[start:end])]
        pos = end
    return "".join(pieces) + text[pos:]


class Redactor:
    """Reusable redactor: allowlist and detect-secrets plugins are prepared once."""

    def __init__(self, allowlist: Sequence[str] = (), use_detect_secrets: bool = True) -> None:
        self._exact = frozenset(allowlist)
        self._patterns: list[re.Pattern[str]] = []
        for entry in allowlist:
            try:
                self._patterns.append(re.compile(entry))
            except (re.error, TypeError):  # not a regex: exact matching still applies
                pass
        self._entropy, self._keyword, self._regex = _ds_plugins() if use_detect_secrets else ((), (), ())

    def _allowed(self, value: str) -> bool:
        """Allowlist entries match a candidate exactly or as a full regex match."""
        return value in self._exact or any(p.fullmatch(value) for p in self._patterns)

    def _apply(self, rule: _Rule, text: str, counts: Counter[str]) -> str:
        names = rule.group if isinstance(rule.group, tuple) else (rule.group,)

        def repl(m: re.Match[str]) -> str:
            group = next((g for g in names if m.group(g) is not None), names[0])
            start, end = m.span(group)
            if start < 0 or start == end or _touches_marker(m.string, start, end):
                return m.group(0)
            if self._allowed(m.group(group)) or self._allowed(m.group(0)):
                return m.group(0)
            if rule.check is not None and not rule.check(m):
                return m.group(0)
            counts[rule.kind] += 1
            whole, base = m.group(0), m.start()
            return whole[: start - base] + marker(rule.kind) + whole[end - base :]

        return rule.regex.sub(repl, text)

    def _rules(self, rules: tuple[_Rule, ...], text: str, counts: Counter[str]) -> str:
        low = text.lower()
        for rule in rules:
            if not rule.gate or any(g in low for g in rule.gate):  # gates only skip work
                text = self._apply(rule, text, counts)
        return text

    def _ds_line(self, line: str, counts: Counter[str]) -> str:
        found: dict[str, str] = {}
        seen: set[tuple[str, int]] = set()  # overlapping chunks repeat values; judge each once
        for chunk in _ds_chunks(line):
            plugins: list[tuple[Any, str]] = []
            if _DS_QUOTED_RE.search(chunk):
                plugins += [(p, "entropy") for p in self._entropy]
            if _DS_KEYWORD_RE.search(chunk) and any(q in chunk for q in "\"'`"):
                plugins += [(p, "keyword") for p in self._keyword]
            if _DS_TOKEN_RE.search(chunk):
                plugins += [(p, "regex") for p in self._regex]
            for plugin, family in plugins:
                try:
                    values = list(plugin.analyze_string(chunk))
                except Exception:  # one misbehaving plugin must not stop redaction
                    continue
                for raw in values:
                    value = raw.strip(" \t\r\"'`=:,;")
                    if value in found or (value, id(plugin)) in seen or self._allowed(value):
                        continue
                    seen.add((value, id(plugin)))
                    if not _ds_plausible(value, chunk, plugin, family == "keyword"):
                        continue
                    # analyze_string leaves the entropy limit to callers; the cheap filters go first
                    if family == "entropy" and plugin.calculate_shannon_entropy(value) <= plugin.entropy_limit:
                        continue
                    found[value] = _ds_kind(plugin.secret_type)
        for value in sorted(found, key=len, reverse=True):  # longest first: no partial leftovers
            pieces: list[str] = []
            pos = 0
            for m in re.finditer(re.escape(value), line):
                if m.start() < pos or _touches_marker(line, m.start(), m.end()):
                    continue
                pieces += [line[pos : m.start()], marker(found[value])]
                pos = m.end()
                counts[found[value]] += 1
            line = "".join(pieces) + line[pos:]
        return line

    def _pass(self, text: str, counts: Counter[str]) -> str:
        text = self._rules(_TOKEN_RULES, text, counts)
        low = text.lower()
        if len(low) == len(text):
            spans = _line_spans(low, _LINE_GATE_RE)
        else:  # lower() changed lengths (e.g. "İ"): positions must come from the text itself
            spans = _line_spans(text, re.compile(_LINE_GATE_RE.pattern, re.I))
        text = _map_spans(text, spans, lambda seg: self._rules(_LINE_RULES, seg, counts))
        if self._entropy or self._keyword or self._regex:
            spans = _line_spans(text, _DS_HINT_RE, merge=False)
            text = _map_spans(text, spans, lambda line: self._ds_line(line, counts))
        return text

    def __call__(self, text: str) -> Redaction:
        """Redact one text; fails closed (returns only a marker) if anything goes wrong."""
        try:
            out, private = _drop_private(text)
            counts: Counter[str] = Counter()
            if private:
                counts["private"] = private
            for _ in range(_MAX_PASSES):
                before = sum(counts.values())
                out = self._pass(out, counts)
                if sum(counts.values()) == before:
                    break
        except Exception as exc:  # never let unredacted text through on a bug
            log.error("redaction failed (%s); dropping the whole text", type(exc).__name__)
            return Redaction(marker("redaction_error"), {"redaction_error": 1})
        if counts:
            # Only kinds and counts are logged, never values or surrounding text.
            log.debug("redacted %d item(s): %s", sum(counts.values()), dict(sorted(counts.items())))
        return Redaction(out, dict(counts))


@functools.lru_cache(maxsize=16)
def _cached(allowlist: tuple[str, ...]) -> Redactor:
    return Redactor(allowlist)


def redact(text: str, allowlist: Sequence[str] = ()) -> Redaction:
    """Drop private spans and replace every detected secret with `[REDACTED:<kind>]`."""
    return _cached(tuple(allowlist))(text)


def redact_turns(turns: Iterable[Turn], redactor: Redactor) -> tuple[list[Turn], dict[str, int]]:
    """Copies of the turns with secrets redacted and <private> spans dropped, plus finding counts."""
    out: list[Turn] = []
    found: dict[str, int] = {}
    for turn in turns:
        red = redactor(turn.text)
        for k, v in red.findings.items():
            found[k] = found.get(k, 0) + v
        results = []
        for r in turn.tool_results:
            rr = redactor(r.text)
            for k, v in rr.findings.items():
                found[k] = found.get(k, 0) + v
            results.append(ToolResult(r.tool_use_id, rr.text, r.is_error))
        calls = [dataclasses.replace(c, input=redactor(c.input).text) for c in turn.tool_calls]
        out.append(dataclasses.replace(turn, text=red.text, tool_results=results, tool_calls=calls))
    return out, found
