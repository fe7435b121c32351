"""Round-two secrets corpus: formats the first corpus missed, each in chat, prose and tool output.

Values are generated from a fixed seed (never real keys). BENIGN holds text that looks technical and
must come through redaction unchanged: hashes, UUIDs, commit SHAs, ports, versions, paths and config
lines without secrets are exactly the facts worth remembering.
"""

from __future__ import annotations

import base64
import random
import string

_rng = random.Random(0x2EC2E75)
_AN = string.ascii_letters + string.digits
_LOW = string.ascii_lowercase + string.digits
_HEX = "0123456789abcdef"
_B64 = _AN + "+/"


def _r(alphabet: str, n: int) -> str:
    while True:
        s = "".join(_rng.choice(alphabet) for _ in range(n))
        digits = not any(c.isdigit() for c in alphabet) or any(c.isdigit() for c in s)
        letters = not any(c.isalpha() for c in alphabet) or any(c.isalpha() for c in s)
        if digits and letters:
            return s


def _pw() -> str:
    return _r(string.ascii_letters, 5) + "-" + _r(_AN, 4) + str(_rng.randint(10, 99))


# (kind, the secret value, a text that carries it). The value is what must not survive.
_vals = {
    "npm": "npm_" + _r(_AN, 36),
    "huggingface": "hf_" + _r(string.ascii_letters, 34),
    "gitlab": "glpat-" + _r(_AN + "_-", 20),
    "gitlab_deploy": "gldt-" + _r(_AN, 20),
    "digitalocean": "dop_v1_" + _r(_HEX, 64),
    "shopify": "shpat_" + _r(_HEX, 32),
    "dockerhub": "dckr_pat_" + _r(_AN + "-_", 27),
    "vault": "hvs." + _r(_AN, 90),
    "linear": "lin_api_" + _r(_AN, 40),
    "mailgun": "key-" + _r(_HEX, 32),
    "age": "AGE-SECRET-KEY-1" + _r(string.ascii_uppercase + "023456789", 58),
    "sendgrid": "SG." + _r(_AN + "-_", 22) + "." + _r(_AN + "-_", 43),
    "pypi": "pypi-AgEIcHlwaS5vcmc" + _r(_AN + "-_", 60),
    "databricks": "dapi" + _r(_HEX, 32),
    "grafana": "glsa_" + _r(_AN, 32) + "_" + _r(_HEX, 8),
    "sentry": "sntrys_" + _r(_AN, 60),
    "postman": "PMAK-" + _r(_HEX, 24) + "-" + _r(_HEX, 34),
    "google_oauth": "ya29." + _r(_AN + "-_", 60),
    "google_client_secret": "GOCSPX-" + _r(_AN + "-_", 28),
    "telegram": str(_rng.randint(10**8, 10**9)) + ":AA" + _r(_AN + "-_", 33),
    "twilio": "SK" + _r(_HEX, 32),
    "supabase": "sbp_" + _r(_HEX, 40),
    "square": "sq0atp-" + _r(_AN + "-_", 22),
    "atlassian": "ATATT3xFfGF0" + _r(_AN + "-_", 100),
    "planetscale": "pscale_tkn_" + _r(_AN, 43),
    "doppler": "dp.st.prd." + _r(_AN, 40),
    "newrelic": "NRAK-" + _r(string.ascii_uppercase + string.digits, 27),
    "mysql_pw": _pw(),
    "sshpass_pw": _pw(),
    "curl_pw": _pw(),
    "psql_pw": _pw(),
    "pgpass_pw": _pw(),
    "netrc_pw": _pw(),
    "azure_storage": _r(_B64, 86) + "==",
    "gcp_key_id": _r(_HEX, 40),
    "pem_body": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + _r(_B64, 32),
    "amz_signature": _r(_HEX, 64),
    "azure_sas_sig": _r(_B64, 43) + "%3D",
    "b64_key": base64.b64encode(b"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE" +
                                _r(_AN, 30).encode()).decode(),
    "prose_root_pw": _pw(),
    "prose_db_pw": _pw(),
    "prose_set_pw": _pw(),
    "prose_token": _r(_AN, 32),
    "redis_pw": _pw(),
    "htpasswd": "$apr1$" + _r(_AN, 8) + "$" + _r(_AN + "./", 22),
}
_pem_lines = [_r(_B64, 64) for _ in range(6)]

SECRETS2: list[tuple[str, str, str]] = [
    ("npm", _vals["npm"], f"I ran `npm token create` and it printed {_vals['npm']} so I put it in CI."),
    ("npm", _vals["npm"], f"$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken={_vals['npm']}\n"),
    ("huggingface", _vals["huggingface"], f"Login with the token {_vals['huggingface']} before pushing the model."),
    ("gitlab", _vals["gitlab"], f"remote: use personal access token {_vals['gitlab']} for the mirror"),
    ("gitlab_deploy", _vals["gitlab_deploy"], f"Deploy token created: {_vals['gitlab_deploy']}"),
    ("digitalocean", _vals["digitalocean"], f"doctl auth init --access-token {_vals['digitalocean']}"),
    ("digitalocean", _vals["digitalocean"], f"The DO token is {_vals['digitalocean']}, scoped to the staging droplets."),
    ("shopify", _vals["shopify"], f"Admin API access token: {_vals['shopify']}"),
    ("dockerhub", _vals["dockerhub"], f"echo {_vals['dockerhub']} | docker login -u acme --password-stdin"),
    ("vault", _vals["vault"], f"Success! You are now authenticated.\ntoken                {_vals['vault']}\ntoken_accessor       x"),
    ("linear", _vals["linear"], f"Linear key for the triage bot is {_vals['linear']}"),
    ("mailgun", _vals["mailgun"], f"mailgun sending key {_vals['mailgun']} (domain mg.example.org)"),
    ("age", _vals["age"], f"# created: 2026-01-02\n# public key: age1qqq\n{_vals['age']}\n"),
    ("sendgrid", _vals["sendgrid"], f"SendGrid gave us {_vals['sendgrid']} for transactional mail."),
    ("pypi", _vals["pypi"], f"twine upload -u __token__ -p {_vals['pypi']} dist/*"),
    ("databricks", _vals["databricks"], f"databricks configure with host https://x.cloud.databricks.com and {_vals['databricks']}"),
    ("grafana", _vals["grafana"], f"service account token {_vals['grafana']} has Editor role"),
    ("sentry", _vals["sentry"], f"SENTRY auth for sourcemaps: {_vals['sentry']}"),
    ("postman", _vals["postman"], f"postman api key {_vals['postman']}"),
    ("google_oauth", _vals["google_oauth"], f"the access token came back as {_vals['google_oauth']} and expires in 3599s"),
    ("google_client_secret", _vals["google_client_secret"], f"client secret {_vals['google_client_secret']} in the console"),
    ("telegram", _vals["telegram"], f"Telegram bot created, token {_vals['telegram']}"),
    ("twilio", _vals["twilio"], f"Twilio API key SID {_vals['twilio']} with secret in 1Password"),
    ("supabase", _vals["supabase"], f"supabase login --token {_vals['supabase']}"),
    ("square", _vals["square"], f"Square sandbox token {_vals['square']}"),
    ("atlassian", _vals["atlassian"], f"Jira API token {_vals['atlassian']}"),
    ("planetscale", _vals["planetscale"], f"pscale service token {_vals['planetscale']}"),
    ("doppler", _vals["doppler"], f"doppler service token {_vals['doppler']}"),
    ("newrelic", _vals["newrelic"], f"New Relic user key {_vals['newrelic']}"),
    ("mysql_pw", _vals["mysql_pw"], f"mysql -h db.internal -u root -p{_vals['mysql_pw']} shop < dump.sql"),
    ("mysql_pw", _vals["mysql_pw"], f"$ mysqldump -uadmin -p'{_vals['mysql_pw']}' orders > orders.sql"),
    ("sshpass_pw", _vals["sshpass_pw"], f"sshpass -p '{_vals['sshpass_pw']}' ssh deploy@10.0.0.5 uptime"),
    ("sshpass_pw", _vals["sshpass_pw"], f"sshpass -p {_vals['sshpass_pw']} scp build.tgz ops@bastion:/tmp"),
    ("curl_pw", _vals["curl_pw"], f"curl -u admin:{_vals['curl_pw']} https://ci.example.com/api/json"),
    ("curl_pw", _vals["curl_pw"], f"curl --user 'svc-bot:{_vals['curl_pw']}' -X POST https://x/api"),
    ("psql_pw", _vals["psql_pw"], f"psql \"host=db port=5432 dbname=app user=app password={_vals['psql_pw']}\""),
    ("psql_pw", _vals["psql_pw"], f"DATABASE_URL=postgres://app:{_vals['psql_pw']}@db:5432/app"),
    ("pgpass_pw", _vals["pgpass_pw"], f"$ cat ~/.pgpass\ndb.internal:5432:app:app_user:{_vals['pgpass_pw']}\n"),
    ("netrc_pw", _vals["netrc_pw"], f"machine github.com login octocat password {_vals['netrc_pw']}"),
    ("netrc_pw", _vals["netrc_pw"], f"machine api.heroku.com\n  login me@example.com\n  password {_vals['netrc_pw']}\n"),
    ("azure_storage", _vals["azure_storage"], f"export AZURE_STORAGE_KEY={_vals['azure_storage']}"),
    ("azure_storage", _vals["azure_storage"], f"DefaultEndpointsProtocol=https;AccountName=acme;AccountKey={_vals['azure_storage']};EndpointSuffix=core.windows.net"),
    ("gcp_key_id", _vals["gcp_key_id"], f'  "type": "service_account",\n  "private_key_id": "{_vals["gcp_key_id"]}",\n'),
    ("pem_body", _vals["pem_body"], f"the key file starts with {_vals['pem_body']}"),
    ("pem_body", _pem_lines[2], "$ sed -n 2,7p id_rsa\n" + "\n".join(_pem_lines) + "\n"),
    ("amz_signature", _vals["amz_signature"], f"https://b.s3.amazonaws.com/f.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=3600&X-Amz-Signature={_vals['amz_signature']}"),
    ("azure_sas_sig", _vals["azure_sas_sig"], f"https://acme.blob.core.windows.net/c/f?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01&sig={_vals['azure_sas_sig']}"),
    ("b64_key", _vals["b64_key"], f"echo {_vals['b64_key']} | base64 -d > ~/.ssh/id_ed25519"),
    ("prose_root_pw", _vals["prose_root_pw"], f"btw the root password on staging is {_vals['prose_root_pw']} until we rotate it"),
    ("prose_db_pw", _vals["prose_db_pw"], f"The password for the analytics db is {_vals['prose_db_pw']}."),
    ("prose_set_pw", _vals["prose_set_pw"], f"I set the admin password to {_vals['prose_set_pw']} for now."),
    ("prose_token", _vals["prose_token"], f"our webhook signing secret is {_vals['prose_token']}"),
    ("redis_pw", _vals["redis_pw"], f"redis-cli -h cache.internal -a {_vals['redis_pw']} ping"),
    ("htpasswd", _vals["htpasswd"], f"admin:{_vals['htpasswd']}"),
]

# Technical text that carries no secret: redaction must leave every line of it exactly as it is.
BENIGN: list[str] = [
    "commit 3f9a2c1e7b4d5a6f8e9d0c1b2a3f4e5d6c7b8a90 fixed the pool leak",
    "sha256: 53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
    "request id 7c9e6679-7425-40de-944b-e07fc1f90ae7 timed out after 30s",
    "Postgres listens on port 5432, Redis on 6379 and the API on 8080.",
    "We pinned next@15.5.2, react 19.1.0 and typescript 5.6.3.",
    "The config lives in src/config/settings.py and deploy/helm/values-staging.yaml.",
    "max_tokens = 4096",
    "token_url = https://auth.example.com/oauth/token",
    "AUTH_TYPE=oauth2",
    "password_min_length: 12",
    "Reset your password in Settings > Security if you forget it.",
    "The login form posts the password field to /api/session over TLS.",
    "Use `secrets.token_urlsafe(32)` to generate a new session key.",
    "api_key_env = \"OPENAI_API_KEY\"",
    "export DATABASE_HOST=db.internal",
    "git checkout -b fix/token-refresh && git push -u origin fix/token-refresh",
    "docker run -p 5432:5432 -e POSTGRES_DB=app postgres:16",
    "mysql -h db.internal -u root -p shop",
    "curl -u \"$CI_USER:$CI_TOKEN\" https://ci.example.com/api/json",
    "ssh-keygen -t ed25519 -C deploy@example.com",
    "The password is stored in 1Password under 'staging db'.",
    "integrity sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+5I2wcF8WxL4mA==",
    "Bump the cache key to v3 so CI stops restoring the old node_modules.",
    "The primary key is (tenant_id, order_id).",
    "Run `make test` before pushing; CI uses Python 3.12.",
    "uuid4 values like 550e8400-e29b-41d4-a716-446655440000 are fine as ids",
]
