"""What a secret looks like: the ordered pattern rules the Redactor applies, and the heuristics that
tell a credential from a placeholder, a type annotation or a line of code.

Token rules (vendor prefixes, PEM blocks, signed URLs, command-line passwords) run on the whole
text; key=value rules are line-local and run only on lines that mention a secret-ish word.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

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


def is_placeholder(value: str) -> bool:
    """Empty values, env references, template slots, booleans and small numbers are not secrets."""
    v = value.strip().rstrip(",;")
    if not v or _PLACEHOLDER_RE.fullmatch(v):
        return True
    # An UPPER_SNAKE name mentioning a secret is a variable name (`api_key_env = OPENAI_API_KEY`).
    return bool(re.fullmatch(r"[A-Z][A-Z0-9_]*", v) and _SECRET_WORD_RE.search(v))


def is_code_ref(value: str) -> bool:
    """`self.token`, `get_token()`, `cfg["k"]` or `new_token` read like code, not literals."""
    v = value.rstrip(",;)")
    if not _CODE_REF_RE.fullmatch(v):
        return False
    return bool(re.search(r"[.(\[]", v) or _SECRET_WORD_RE.search(v))


def looks_random(value: str, min_len: int = 8) -> bool:
    """Mixed letters and digits, or long mixed-case runs: shaped like a credential, not a word."""
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    if len(value) >= min_len and has_digit and has_alpha:
        return True
    if len(value) < 16 or re.fullmatch(r"[A-Za-z][a-z]+(?:[A-Z_\-.][a-z]+)*|[a-z_\-.]+", value):
        return False
    return has_alpha and not is_code_ref(value)


def _check_env_line(m: re.Match[str]) -> bool:
    """A `KEY=value` / `key: value` line with an unquoted single-token value."""
    value = m["v"].rstrip(",;")
    if not _is_secret_key(m["key"]) or is_placeholder(value):
        return False
    if m["sep"] == ":":
        return not _TYPE_RE.fullmatch(value)
    if m["s1"] or m["s2"]:  # `token = get_token()` style: code unless it reads like a literal
        code = is_code_ref(value) or bool(re.search(r"[\"'()\[\]{}]", value))
        return not code and value.lower() != m["key"].lower()
    return True


def _check_env_quoted(m: re.Match[str]) -> bool:
    """`key = "value"`, `"key": "value"`, `export KEY="value"`."""
    value = m["v"] if m["v"] is not None else m["w"]
    return _is_secret_key(m["key"]) and not is_placeholder(value) and "{" not in value


def _check_env_inline(m: re.Match[str]) -> bool:
    """Mid-line `KEY=value` (query strings, headers, shell env prefixes, kwargs)."""
    key, value = m["key"], m["v"]
    if not _is_secret_key(key) or is_placeholder(value):
        return False
    if key.isupper() and m["sep"] == "=":  # shell `API_TOKEN=x cmd`: env-var convention
        return True
    return looks_random(value) and not is_code_ref(value)


def _check_cli(m: re.Match[str]) -> bool:
    """`--password hunter2` / `--api-key=...` on a command line."""
    return _is_secret_key(m["key"]) and not is_placeholder(m["v"]) and not is_code_ref(m["v"])


def _check_keyword(m: re.Match[str]) -> bool:
    """"my password is X": only when X (without the sentence's own punctuation) looks like a credential."""
    value = m["v"] if m["v"] is not None else next((m[g] for g in ("q1", "q2", "q3") if m[g] is not None), "")
    if m["v"] is not None:
        value = value.rstrip(".,;:!?)]}\"'`")
    if m.group(0)[:3].lower() == "pin" and _VERSION.match(value):
        return False  # "pin to v1.30.5+k3s1": a version pinned, not a PIN
    return not is_placeholder(value) and looks_random(value, min_len=6)


_VERSION = re.compile(r"^v?\d+(?:\.\d+){1,3}(?:[-+][A-Za-z0-9.]+)?$")


def _has_digit(m: re.Match[str]) -> bool:
    """Real keys of this kind always carry digits; dashed identifiers (`sk-learn-...`) do not."""
    return any(c.isdigit() for c in m.group(0)[3:])


# --- the ordered rule tables ------------------------------------------------------------------


@dataclass(frozen=True)
class Rule:
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
TOKEN_RULES: tuple[Rule, ...] = (
    # The body may not contain another BEGIN: keeps the lazy scan linear when END never comes.
    Rule("private_key", _r(_PEM_HEAD + r"(?:(?!-----BEGIN)[\s\S])*?" + _PEM_TAIL), ("private key",)),
    Rule("private_key", _r(  # truncated block (e.g. `head` of a key file): header + base64 body
        _PEM_HEAD + r"(?:[ \t]+[A-Za-z0-9+/=]{16,})*"
        r"(?:(?:\r?\n|\\n)[ \t]*(?:[A-Za-z0-9+/=]+|[A-Za-z][\w-]*:[^\n\\]*)[ \t]*)*"), ("private key",)),
    Rule("slack_webhook", _r(r"https?://hooks\.slack\.com/(?:services|workflows|triggers)/[\w/\-]+"),
          ("hooks.slack.com",)),
    Rule("jwt", _r(rf"eyJ(?<!{_NB}eyJ)[A-Za-z0-9_\-]{{4,}}\.[A-Za-z0-9_\-]{{4,}}\.[A-Za-z0-9_\-]*=*"),
          ("eyj",)),
    Rule("anthropic_key", _r(rf"sk-ant-(?<!{_NB}sk-ant-)[A-Za-z0-9_\-]{{20,}}"), ("sk-ant-",)),
    # A digit is required (in a check, not a lookahead, which would rescan long dashed runs).
    Rule("openai_key", _r(rf"sk-(?<!{_NB}sk-)(?!ant-)[A-Za-z0-9_\-]{{20,}}"), ("sk-",), 0, _has_digit),
    Rule("voyage_key", _r(rf"pa-(?<!{_NB}pa-)[A-Za-z0-9_\-]{{30,}}"), ("pa-",), 0, _has_digit),
    Rule("github_token", _r(
        r"g(?<![A-Za-z0-9_]g)(?:h[pousr]_[A-Za-z0-9]{30,255}|ithub_pat_[A-Za-z0-9_]{30,255})"),
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_")),
    Rule("slack_token", _r(r"x(?<![A-Za-z0-9]x)(?:ox[abposr]-|app-\d-)[A-Za-z0-9\-]{10,}"),
          ("xox", "xapp-")),
    Rule("stripe_key", _r(
        r"(?<![A-Za-z0-9_])(?:[sr]k_(?:live|test)_[A-Za-z0-9]{10,}|whsec_[A-Za-z0-9]{20,})"),
          ("_live_", "_test_", "whsec_")),
    Rule("google_api_key", _r(rf"AIza(?<!{_NB}AIza)[0-9A-Za-z_\-]{{35,}}"), ("aiza",)),
    Rule("aws_access_key", _r(r"(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Z0-9])"),
          ("akia", "asia", "abia", "acca", "a3t")),
    *(Rule(kind, _r(rf"(?<!{_NB})(?:{prefix})" + body + r"(?![A-Za-z0-9_\-])"), (gate,))
      for kind, prefix, body, gate in _VENDOR_TOKENS),
    Rule("age_secret_key", _r(r"AGE-SECRET-KEY-1[0-9A-Z]{50,}"), ("age-secret-key-",)),
    Rule("telegram_bot_token", _r(r"(?<![\w:])\d{8,10}:AA[A-Za-z0-9_\-]{30,}"), (":aa",)),
    # Base64 of "-----BEGIN" (LS0tLS1CRUdJTi) or of an OpenSSH key (b3BlbnNzaC1rZXktdjE), and DER
    # private-key bodies (PKCS#8 "MIIEv...BADANBgkqhkiG9w0BAQEFAASC") pasted without their PEM header.
    Rule("private_key", _r(r"(?:LS0tLS1CRUdJTi|b3BlbnNzaC1rZXktdjE|MII[A-Za-z0-9+/]{2}(?:IBADAN|QIBADAN|AgEAAo))"
                            r"[A-Za-z0-9+/=]{16,}"), ("ls0tls1crudjti", "b3blbnnzac1rzxktdje", "mii")),
    # Three or more full 64-column base64 lines: the body of a PEM block whose header was cut off.
    Rule("private_key", _r(r"(?m)(?:^[ \t]*[A-Za-z0-9+/]{64}[ \t]*\r?\n){3,}(?:[ \t]*[A-Za-z0-9+/]{1,63}={0,2}[ \t]*$)?"),
          (), 0, lambda m: sum(c.isdigit() for c in m.group(0)) >= 8),
    # htpasswd-style hashes ($apr1$, $2y$, $6$) are offline-crackable credentials.
    Rule("password_hash", _r(r"\$(?:apr1|2[aby]|[156])\$[./A-Za-z0-9]{2,22}\$[./A-Za-z0-9]{20,}"),
          ("$apr1$", "$2a$", "$2b$", "$2y$", "$1$", "$5$", "$6$")),
    # Signed URLs: the signature (and session token) parameters grant access on their own.
    Rule("url_signature", _r(r"(?i)[?&](?:x-amz-signature|x-amz-security-token|x-amz-credential|x-goog-signature"
                              r"|x-goog-credential|sig|signature)=(?P<v>[^&\s\"'#<>]{8,})"),
          ("=",), "v", lambda m: not is_placeholder(m["v"])),
    # Command-line password arguments: mysql -pSECRET, sshpass -p X, redis-cli -a X, curl -u user:X,
    # twine/docker/... -p X.
    Rule("cli_password", _r(r"(?i)\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n|;]*?[ \t]-p"
                             r"(?:'(?P<q>[^'\n]+)'|\"(?P<d>[^\"\n]+)\"|(?P<v>[^\s'\"]+))"),
          ("mysql", "mariadb"), ("q", "d", "v"), lambda m: not is_placeholder(m["q"] or m["d"] or m["v"])),
    Rule("cli_password", _r(r"(?i)\b(?:sshpass[^\n|;]*?[ \t]-p|twine[^\n|;]*?[ \t](?:-p|--password)"
                             r"|redis-cli[^\n|;]*?[ \t](?:-a|--pass)|mongo(?:sh)?[^\n|;]*?[ \t](?:-p|--password)"
                             r"|(?:docker|podman|helm|nerdctl)(?:[ \t]+registry)?[ \t]+login[^\n|;]*?[ \t](?:-p|--password)"
                             r"|ldap\w+[^\n|;]*?[ \t]-w)(?:=|[ \t]*)"
                             r"(?:'(?P<q>[^'\n]+)'|\"(?P<d>[^\"\n]+)\"|(?P<v>[^\s'\"-][^\s'\"]*))"),
          ("sshpass", "twine", "redis-cli", "mongo", "login", "ldap"),
          ("q", "d", "v"), lambda m: not is_placeholder(m["q"] or m["d"] or m["v"])),
    Rule("cli_password", _r(r"(?:^|[ \t])(?:-u|--user)(?:=|[ \t]+)['\"]?[^\s:'\"/@]{1,64}:(?P<v>[^\s'\"@]{1,256})"),
          ("-u", "--user"), "v", lambda m: not is_placeholder(m["v"])),
    # ~/.pgpass lines (host:port:database:user:password) and ~/.netrc entries.
    Rule("pgpass_password", _r(r"(?m)^[ \t]*[\w.\-*]+:(?:\d{1,5}|\*):[\w.\-*]+:[\w.\-*@]+:(?P<v>[^\s:]\S*)[ \t]*$"),
          (), "v", lambda m: not is_placeholder(m["v"])),
    Rule("netrc_password", _r(r"\bmachine[ \t]+\S+(?:\s+(?:login|account)[ \t]+\S+)*\s+password[ \t]+(?P<v>\S+)"),
          ("machine",), "v", lambda m: not is_placeholder(m["v"])),
    # "the root password on staging is X", "the password for the db was X", "set the admin password to X".
    Rule("secret_keyword", _r(
        r"(?i)\b(?:pass(?:word|wd|phrase|code)|secret|token|api[ _-]?key|pin)"
        r"(?:[ \t]+(?:for|on|of|to|in|at)[ \t]+(?:the[ \t]+|our[ \t]+|my[ \t]+)?[\w.\-@/:]+(?:[ \t]+[\w.\-]+)?){0,2}"
        r"[ \t]+(?:is|was|is[ \t]+now|(?:has[ \t]+been[ \t]+)?(?:set|changed|reset|rotated)[ \t]+to|to)[ \t]+"
        r"""(?:"(?P<q1>[^"\n]{1,256})"|'(?P<q2>[^'\n]{1,256})'|`(?P<q3>[^`\n]{1,256})`|(?P<v>[^\s"'`]{6,256}))"""),
        ("pass", "secret", "token", "key", "pin"), ("q1", "q2", "q3", "v"), _check_keyword),
    # "the admin login is admin / Tr0ub4dor&3", "creds: deploy:hunter22!": a user name, then its password.
    Rule("login_password", _r(
        r"(?i)\b(?:log-?ins?|credentials?|creds|user(?:name)?[ \t]*/[ \t]*pass(?:word)?)"
        r"(?:[ \t]+(?:for|on|of|to|at)[ \t]+(?:the[ \t]+)?[\w.\-@/:]+){0,2}"
        r"(?:[ \t]+(?:is|are|was)[ \t]+|[ \t]*[:=][ \t]*)[^\s/:]{1,64}(?:[ \t]*/[ \t]*|:)"
        r"""(?:"(?P<q1>[^"\n]{1,256})"|'(?P<q2>[^'\n]{1,256})'|`(?P<q3>[^`\n]{1,256})`|(?P<v>[^\s"'`]{4,256}))"""),
        ("login", "cred", "user"), ("q1", "q2", "q3", "v"), _check_keyword),
    Rule("aws_secret_key", _r(
        r"(?i:aws_?secret_?(?:access_?)?key|secret_?access_?key)[\"']?(?:\s*(?:=>|=|:)\s*|[ \t]+)[\"']?"
        r"(?P<v>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"), ("secret",), "v"),
    Rule("auth_header", _r(
        r"(?i:\b(?:proxy-)?authorization[\"']?\s*[:=]\s*[\"']?(?:bearer|basic|token|digest|bot)\s+)"
        r"(?P<v>[A-Za-z0-9\-._~+/]{8,}=*)"), ("authorization",), "v", lambda m: not is_placeholder(m["v"])),
    Rule("url_password", _r(  # scheme://user:pass@host -> only `pass`; `host:8080/...@` is a port
        r"(?<=[A-Za-z0-9+.\-])://[^:/@\s'\"<>]{0,256}:(?!\d{1,5}(?:/|\s|$))"
        r"(?P<v>[^@\s'\"<>]{1,256})@(?=[A-Za-z0-9\[])"),
        ("://",), "v", lambda m: not is_placeholder(m["v"])),
)

# Key/value rules are line-local and only run on lines that mention a secret-ish word.
LINE_GATE_RE = re.compile(r"secret|token|passw|passph|pwd|key|credential|auth")
LINE_RULES: tuple[Rule, ...] = (
    Rule("env_secret", _r(
        r"(?<![A-Za-z0-9_$])(?P<kq>[\"']?)(?!REDACTED:)" + _KEY + r"(?P=kq)\]?"
        r"(?:[ \t]*:[ \t]*" + _ANNOT + r")?[ \t]*(?P<sep>:=|=>|==|=|:)[ \t]*" + _QVAL),
        (), ("v", "w"), _check_env_quoted),
    Rule("env_secret", _r(
        r"(?m)^[ \t]*(?:export[ \t]+|set[ \t]+)?" + _KEY + r"(?P<s1>[ \t]*)"
        r"(?P<sep>=|:)(?P<s2>[ \t]*)(?P<v>[^\s\"'`#]\S*)[ \t]*(?:#.*)?$"), (), "v", _check_env_line),
    Rule("env_secret", _r(
        r"(?m)(?:^|(?<=[\s?&;,(|{\"']))" + _KEY + r"(?P<sep>=|:(?!//)[ \t]?)"
        r"(?P<v>[^\s\"'`&,;()<>\[\]{}]{1,512})(?=[\s\"'`&,;)]|$)"), (), "v", _check_env_inline),
    Rule("env_secret", _r(
        r"(?m)(?:^|(?<=\s))--?(?P<key>[A-Za-z][\w\-]*)(?:=|[ \t]+)(?P<v>[^\s\"'`\-][^\s\"'`]*)"),
        (), "v", _check_cli),
    Rule("secret_keyword", _r(  # "my password is X": only if X is shaped like a credential
        r"(?i:\b(?:pass(?:word|wd|phrase)|secret(?:[ _-]?(?:access[ _-]?)?key)?|token|credentials?"
        r"|(?:api|access|auth|secret|private|my|our|your)[ _-]?(?:key|token))"
        r"(?:\s+(?:is|was)|\s*[:=])\s*)"
        # The whole value: to the closing quote, or to the next whitespace (`Tr0ub4dor&3`, `p#ss!`).
        r"""(?:"(?P<q1>[^"\n]{1,256})"|'(?P<q2>[^'\n]{1,256})'|`(?P<q3>[^`\n]{1,256})`|(?P<v>\S{1,512}))"""),
        (), ("q1", "q2", "q3", "v"), lambda m: _check_keyword(m)),
)
