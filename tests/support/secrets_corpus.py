"""Fake but realistic-looking secrets, embedded in the contexts coding sessions leak them in.

Every value is generated at import time from a fixed seed, so the corpus is stable across runs,
no real credential ever appears in the repository, and secret scanners on the repo stay quiet.
Other tests assert that no value from SECRETS (nor a 12+ char fragment of one) survives
anywhere in the vault, the logs or outgoing LLM requests.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(0x5EC12E7)  # fixed seed: deterministic corpus
_ALNUM = string.ascii_letters + string.digits
_B64 = _ALNUM + "+/"
_B64URL = _ALNUM + "-_"


def _rand(alphabet: str, n: int) -> str:
    """n random chars from alphabet, forced to contain at least one letter and one digit."""
    while True:
        s = "".join(_rng.choice(alphabet) for _ in range(n))
        letters = not any(c.isalpha() for c in alphabet) or any(c.isalpha() for c in s)
        digits = not any(c.isdigit() for c in alphabet) or any(c.isdigit() for c in s)
        if letters and digits:
            return s


def _b64url_json(obj: dict[str, object]) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _pem(label: str) -> str:
    body = [_rand(_B64, 64) for _ in range(12)] + [_rand(_B64, 28) + "=="]
    return "\n".join([f"-----BEGIN {label}-----", *body, f"-----END {label}-----"])


_JWT = ".".join(
    [
        _b64url_json({"alg": "HS256", "typ": "JWT"}),
        _b64url_json({"sub": "user_" + _rand(string.digits, 8), "iat": 1717171717, "scope": "repo"}),
        _rand(_B64URL, 43),
    ]
)

SECRETS: list[tuple[str, str]] = [
    ("aws_access_key", "AKIA" + _rand(string.ascii_uppercase + "234567", 16)),
    ("aws_secret_key", _rand(_B64, 40)),
    ("github_token", "ghp_" + _rand(_ALNUM, 36)),
    ("github_token", "github_pat_" + _rand(_ALNUM, 22) + "_" + _rand(_ALNUM, 59)),
    ("openai_key", "sk-proj-" + _rand(_B64URL, 156)),
    ("openai_key", "sk-" + _rand(_ALNUM, 20) + "T3BlbkFJ" + _rand(_ALNUM, 20)),
    ("anthropic_key", "sk-ant-api03-" + _rand(_B64URL, 93) + "AA"),
    ("voyage_key", "pa-" + _rand(_B64URL, 43)),
    ("slack_token", f"xoxb-{_rand(string.digits, 12)}-{_rand(string.digits, 13)}-{_rand(_ALNUM, 24)}"),
    ("slack_token", f"xoxp-{_rand(string.digits, 11)}-{_rand(string.digits, 12)}-{_rand(_ALNUM, 32)}"),
    (
        "slack_webhook",
        "https://hooks.slack.com/services/T"
        + _rand(string.ascii_uppercase + string.digits, 8)
        + "/B"
        + _rand(string.ascii_uppercase + string.digits, 10)
        + "/"
        + _rand(_ALNUM, 24),
    ),
    ("stripe_key", "sk_live_" + _rand(_ALNUM, 99)),
    ("stripe_key", "rk_live_" + _rand(_ALNUM, 24)),
    ("stripe_key", "sk_test_" + _rand(_ALNUM, 24)),
    ("jwt", _JWT),
    ("private_key", _pem("RSA PRIVATE KEY")),
    ("private_key", _pem("OPENSSH PRIVATE KEY")),
    ("google_api_key", "AIza" + _rand(_B64URL, 35)),
    ("url_password", _rand(_ALNUM + "-_.~", 24)),
    ("env_secret", _rand(_ALNUM + "!%^*-_.", 20)),  # a database password
    ("env_secret", _rand(_ALNUM, 48)),  # a session/signing secret
    ("auth_header", _rand(_ALNUM + "-._~", 40)),  # an opaque bearer token
    ("high_entropy_string", _rand(_B64, 44)),  # an unnamed salt in a quoted literal
    ("sendgrid_api_key", "SG." + _rand(_B64URL, 22) + "." + _rand(_B64URL, 43)),
    ("twilio_api_key", "SK" + _rand(string.ascii_lowercase + string.digits, 32)),
]

# Kinds with a recognisable prefix: safe to drop into any context, even bare prose.
_PREFIXED = {
    "aws_access_key", "github_token", "openai_key", "anthropic_key", "voyage_key", "slack_token",
    "slack_webhook", "stripe_key", "jwt", "google_api_key", "sendgrid_api_key", "twilio_api_key",
}
_ENV_NAMES = {
    "aws_access_key": "AWS_ACCESS_KEY_ID", "github_token": "GITHUB_TOKEN",
    "openai_key": "OPENAI_API_KEY", "anthropic_key": "ANTHROPIC_API_KEY",
    "voyage_key": "VOYAGE_API_KEY", "slack_token": "SLACK_BOT_TOKEN",
    "slack_webhook": "SLACK_WEBHOOK", "stripe_key": "STRIPE_SECRET_KEY", "jwt": "SESSION_JWT",
    "google_api_key": "GOOGLE_API_KEY", "sendgrid_api_key": "SENDGRID_API_KEY",
    "twilio_api_key": "TWILIO_API_KEY",
}


def _contexts(kind: str, secret: str, i: int) -> dict[str, list[str]]:
    """Snippets per context (env, curl, python, json, chat) that a session might contain."""
    if kind in _PREFIXED:
        name = _ENV_NAMES[kind]
        return {
            "env": [f"{name}={secret}", f'export {name}_{i}="{secret}"'],
            "curl": [
                f'curl -sS https://api.example.com/v1/items -H "Authorization: Bearer {secret}"',
                f"curl 'https://api.example.com/v1/ping?key={secret}&verbose=1'",
            ],
            "python": [f'client = Client(api_key="{secret}", timeout=30)', f"{name.lower()} = '{secret}'"],
            "json": [(name.lower(), secret)],
            "chat": [f"my key is {secret} - can you check why the request 401s?"],
        }
    if kind == "private_key":
        return {
            "env": ['DEPLOY_PRIVATE_KEY="' + secret + '"'],
            "curl": ["curl -X PUT https://vault.example.com/v1/kv/deploy --data '" + secret + "'"],
            "python": ['SIGNING_KEY_PEM = """' + secret + '\n"""'],
            "json": [("private_key", secret)],
            "chat": ["here is the key file, it fails to load:\n" + secret + "\nany idea?"],
        }
    if kind == "aws_secret_key":
        return {
            "env": [f"AWS_SECRET_ACCESS_KEY={secret}", f"aws_secret_access_key = {secret}"],
            "curl": [f"aws configure set aws_secret_access_key {secret} --profile ci"],
            "python": [f'boto3.client("s3", aws_secret_access_key="{secret}")'],
            "json": [("SecretAccessKey", secret)],
            "chat": [f"my aws secret key is {secret} btw"],
        }
    if kind == "url_password":
        return {
            "env": [f"DATABASE_URL=postgres://app:{secret}@db.internal:5432/app"],
            "curl": [f"curl -fsS https://deploy:{secret}@ci.example.com/hooks/build"],
            "python": [f'engine = create_engine("postgresql+psycopg://app:{secret}@localhost/app")'],
            "json": [("redis_url", f"redis://:{secret}@cache.internal:6379/0")],
            "chat": [f"connect with mysql://root:{secret}@10.0.0.5/prod and run the migration"],
        }
    if kind == "env_secret":
        return {
            "env": [f"DB_PASSWORD={secret}", f"SESSION_SECRET={secret}"],
            "curl": [
                f"mysql -h db.internal -u root --password={secret} app < dump.sql",
                f'curl https://api.example.com -H "X-Session-Secret: {secret}"',
            ],
            "python": [f'DB_PASSWORD = "{secret}"', f'app.secret_key = "{secret}"'],
            "json": [("db_password", secret)],
            "chat": [f"the db password is {secret}", f"session secret: {secret}"],
        }
    if kind == "auth_header":
        return {
            "env": [f'API_AUTH_HEADER="Bearer {secret}"'],
            "curl": [f"curl https://internal.example.com/api -H 'Authorization: Bearer {secret}'"],
            "python": [f'requests.get(url, headers={{"Authorization": "Bearer {secret}"}})'],
            "json": [("auth_token", secret)],
            "chat": [f"my token is {secret} if you need to call the API"],
        }
    # high_entropy_string: only findable when quoted (no telling key name, no prefix)
    return {
        "env": [f'PASSWORD_SALT="{secret}"'],
        "curl": [f"""curl -d '{{"nonce": "{secret}"}}' https://api.example.com/verify"""],
        "python": [f'HMAC_SALT = "{secret}"', f"self._nonce_seed = '{secret}'"],
        "json": [("nonce_seed", secret)],
        "chat": [f'use "{secret}" as the salt'],
    }


def corpus_text() -> str:
    """A coding-session transcript that embeds every secret of SECRETS in several contexts."""
    env = ["# .env (loaded by python-dotenv)", "APP_ENV=staging", "LOG_LEVEL=debug", "MAX_TOKENS=4096"]
    curl = ["$ set -x"]
    python = ["import os", "import boto3", "from myapp.client import Client", ""]
    config: dict[str, object] = {"name": "demo", "region": "eu-west-1", "retries": 3}
    chat = ["user: the deploy keeps failing with 401"]
    for i, (kind, secret) in enumerate(SECRETS):
        ctx = _contexts(kind, secret, i)
        env += ctx["env"]
        curl += ctx["curl"]
        python += ctx["python"]
        config.update({f"{key}_{i}": value for key, value in ctx["json"]})
        chat += [f"user: {line}" for line in ctx["chat"]]
    return "\n\n".join(
        [
            "## assistant ran: cat .env\n" + "\n".join(env),
            "## assistant ran: bash history\n" + "\n".join(curl),
            "## assistant edited settings.py\n```python\n" + "\n".join(python) + "\n```",
            "## config.json\n" + json.dumps(config, indent=2),
            "## conversation\n" + "\n".join(chat),
        ]
    ) + "\n"
