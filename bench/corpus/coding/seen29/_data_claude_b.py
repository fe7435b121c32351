"""h29 Claude Code sessions, part b: hivebook (NestJS, Kysely, Postgres with row-level security behind PgBouncer),
a tenant data leak in search, OIDC single sign-on from pasted kickoff notes, and API keys for the public API."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

HIVEBOOK = "/home/jonas/dev/hivebook"

SESSIONS = [
    {
        "id": "h29-cc-hivebook-rls-leak",
        "project": HIVEBOOK,
        "start": datetime(2026, 11, 3, 8, 20),
        "about": "hivebook incident: a user of tenant acme-legal saw pages of another tenant in search despite RLS; "
                 "policies and roles fine; cause set_config('app.tenant_id', ..., false) staying on PgBouncer server "
                 "connections in transaction pooling plus SearchService querying outside withTenant; rule in "
                 "German-flavoured English (withTenant, SET LOCAL); missing tenant means no rows; lint rule",
        "steps": [
            ("user", "We have an incident since this morning. A user from tenant acme-legal wrote to support that in "
                     "the search he saw two pages from another company, with titles and the snippet. I have switched "
                     "off the search with the feature flag already. But pages has RLS, so I don't understand how "
                     "this is even possible."),
            bash("psql \"$DATABASE_URL_ADMIN\" -c \"select polname, pg_get_expr(polqual, polrelid) from pg_policy "
                 "where polrelid = 'pages'::regclass\" -c \"select rolname, rolbypassrls, rolsuper from pg_roles "
                 "where rolname like 'hivebook%'\" -c \"select relrowsecurity, relforcerowsecurity from pg_class "
                 "where relname = 'pages'\"",
                 "     polname      |                          pg_get_expr\n"
                 "------------------+---------------------------------------------------------------\n"
                 " tenant_isolation | (tenant_id = (current_setting('app.tenant_id'::text))::uuid)\n"
                 "(1 row)\n\n"
                 "    rolname     | rolbypassrls | rolsuper\n"
                 "----------------+--------------+----------\n"
                 " hivebook_app   | f            | f\n"
                 " hivebook_owner | f            | f\n"
                 "(2 rows)\n\n"
                 " relrowsecurity | relforcerowsecurity\n"
                 "----------------+---------------------\n"
                 " t              | t\n"),
            ("assistant", "The database side looks right: the policy filters on `app.tenant_id`, RLS is enabled and "
                          "forced on pages, and neither role can bypass it. So Postgres did what it was told; the "
                          "question is which tenant id the search query ran with. Let me look at how the id is set."),
            bash("rg -n 'set_config|app\\.tenant_id' src/ && rg -n 'pool_mode|default_pool_size' "
                 "deploy/pgbouncer/pgbouncer.ini",
                 "src/db/tenant-context.ts:14:  await sql`select set_config('app.tenant_id', ${tenantId}, false)`"
                 ".execute(db);\n"
                 "src/db/with-tenant.ts:9:    await setTenant(trx, tenantId);\n"
                 "deploy/pgbouncer/pgbouncer.ini:7:pool_mode = transaction\n"
                 "deploy/pgbouncer/pgbouncer.ini:8:default_pool_size = 20\n"),
            tool("Read", {"file_path": f"{HIVEBOOK}/src/search/search.service.ts", "offset": 20, "limit": 16},
                 "    20\t  async search(tenantId: string, term: string) {\n"
                 "    21\t    await setTenant(this.db, tenantId);\n"
                 "    22\t    return this.db\n"
                 "    23\t      .selectFrom('pages')\n"
                 "    24\t      .select(['id', 'title', sql`ts_headline(body, q)`.as('snippet')])\n"
                 "    25\t      .where(sql`search_vector @@ websearch_to_tsquery(${term})`)\n"
                 "    26\t      .limit(20)\n"
                 "    27\t      .execute();\n"
                 "    28\t  }\n"),
            ("assistant", "There it is, two things together:\n\n"
                          "1. `set_config('app.tenant_id', $1, false)`: the `false` means *session* level, so the "
                          "setting stays on the Postgres connection after the statement.\n"
                          "2. `SearchService.search` doesn't use `withTenant()`. It calls `setTenant(this.db, ...)` "
                          "and then runs the query as a separate statement, outside any transaction.\n\n"
                          "With PgBouncer in `pool_mode = transaction`, every statement outside a transaction can go "
                          "to a different server connection. So the set_config runs on server connection A, the "
                          "select runs on server connection B, and B still carries the tenant id that the last "
                          "session-level set_config left there, from another tenant's request. The policy then "
                          "correctly returns that other tenant's pages. That also explains why it's rare: it needs "
                          "the two statements to land on different connections under load."),
            bash("grep -c 'search' /var/log/hivebook/api-2026-11-03.log && grep 'tenant_mismatch' "
                 "/var/log/hivebook/audit-2026-11-03.log | wc -l",
                 "48211\n0\n"),
            ("assistant", "Proposed fix:\n"
                          "- `setTenant` uses `set_config('app.tenant_id', $1, true)`, i.e. SET LOCAL: it only lives "
                          "until the end of the transaction, so nothing can leak to the next client of that server "
                          "connection.\n"
                          "- `withTenant(tenantId, fn)` is the only way to get a tenant-scoped query builder: it opens "
                          "the transaction, sets the id, runs fn. SearchService and the four other services that call "
                          "setTenant directly get moved onto it.\n"
                          "- The policies use `current_setting('app.tenant_id', true)`: without a tenant id that "
                          "gives NULL, so a query without tenant returns no rows instead of an error or, worse, the "
                          "last tenant's data.\n"
                          "- An ESLint rule `hivebook/no-raw-db` that forbids using `db` outside `src/db/`."),
            ("user", "Yes, all four. The third one especially: if there is no tenant set, the query gives no rows, "
                     "never the data of the tenant before."),
            tool("Edit", {"file_path": f"{HIVEBOOK}/src/db/tenant-context.ts",
                          "old_string": "set_config('app.tenant_id', ${tenantId}, false)",
                          "new_string": "set_config('app.tenant_id', ${tenantId}, true)"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{HIVEBOOK}/migrations/2026_11_03_0830_rls_missing_ok.sql",
                           "content": "alter policy tenant_isolation on pages using "
                                      "(tenant_id = current_setting('app.tenant_id', true)::uuid);\n"
                                      "alter policy tenant_isolation on comments using "
                                      "(tenant_id = current_setting('app.tenant_id', true)::uuid);\n"
                                      "alter policy tenant_isolation on attachments using "
                                      "(tenant_id = current_setting('app.tenant_id', true)::uuid);\n"},
                 f"File created successfully at: {HIVEBOOK}/migrations/2026_11_03_0830_rls_missing_ok.sql"),
            bash("npm run lint 2>&1 | tail -n 3 && npm run test:e2e -- rls 2>&1 | tail -n 6",
                 "✔ 0 problems (hivebook/no-raw-db: 0 after moving 5 services onto withTenant)\n\n"
                 " PASS  test/e2e/rls.e2e-spec.ts\n"
                 "  ✓ search returns only own pages under concurrent tenants (2841 ms)\n"
                 "  ✓ query without tenant returns no rows (38 ms)\n"
                 "  ✓ set_config does not survive the transaction on a pooled connection (112 ms)\n"
                 "Tests:       3 passed, 3 total\n"),
            ("assistant", "All green. The concurrency test runs 40 tenants searching in parallel through a local "
                          "PgBouncer in transaction mode; before the fix it reproduced the leak in 3 of 10 runs, now "
                          "0 of 50. The search flag can go back on after the deploy."),
            ("user", "Good. This is important and you should remember it also for the next sessions: every query on "
                     "tenant data goes through withTenant(), with transaction and set_config with is_local true, so "
                     "SET LOCAL. Never session level, also not \"only for a quick script\". Deploy it, I write to "
                     "acme-legal and to the other tenant myself."),
        ],
        "facts": [
            fact("leak-cause", "hivebook search showed another tenant's pages because setTenant used set_config(..., "
                               "false) (session level) and SearchService ran its query outside withTenant, so under "
                               "PgBouncer transaction pooling the select ran on a server connection still carrying "
                               "another tenant's id. RLS policies and roles were fine.",
                 "bugfix", "assistant", ["set_config", ["PgBouncer", "pool_mode"], "SearchService"]),
            fact("with-tenant", "Every query on hivebook tenant data goes through withTenant(): a transaction with "
                                "set_config is_local true (SET LOCAL); never session level, not even for a quick "
                                "script.",
                 "rule", "user", ["withTenant", ["SET LOCAL", "is_local"]], remember=True),
            fact("no-tenant", "RLS policies use current_setting('app.tenant_id', true), so a query without a tenant "
                              "id returns no rows, never the previous tenant's data.",
                 "decision", "user", ["current_setting", "no rows"]),
            fact("no-raw-db", "ESLint rule hivebook/no-raw-db forbids using db outside src/db/.",
                 "decision", "assistant", ["no-raw-db", "src/db"]),
        ],
        "optional": [
            opt("pgbouncer", "hivebook's PgBouncer runs pool_mode = transaction with default_pool_size 20.",
                ["pool_mode"]),
            opt("roles", "Neither hivebook_app nor hivebook_owner has BYPASSRLS; RLS is forced on pages.",
                ["hivebook_app"]),
        ],
        "questions": [
            q("Why did a hivebook user see another tenant's pages in search?",
              "set_config was session level (false) and SearchService runs the query outside withTenant, so with "
              "PgBouncer in transaction mode the select runs on a connection with another tenant's id",
              ["leak-cause"]),
            q("How must queries on tenant data run in hivebook?",
              "through withTenant(), in a transaction with set_config is_local true (SET LOCAL)", ["with-tenant"]),
            q("What does a hivebook query return when no tenant is set?", "no rows", ["no-tenant"]),
        ],
    },
    {
        "id": "h29-cc-hivebook-sso-oidc",
        "project": HIVEBOOK,
        "start": datetime(2026, 11, 9, 10, 0),
        "about": "hivebook SSO from pasted kickoff notes: only what the person confirms in a numbered list counts "
                 "(OIDC only with Entra ID and Okta, no SAML; JIT with default role viewer not editor; remember "
                 "request inside the list: no password login for SSO-enforced domains, break-glass via support; "
                 "session 8 hours not 12); SCIM, Google and pricing not decided; openid-client chosen over "
                 "passport-openidconnect and WorkOS",
        "steps": [
            ("user", "SSO. Here are the notes from the kickoff on Friday, so you know the context:\n\n"
                     "---\n"
                     "SSO kickoff, 6 Nov (Mira, Felix, Jonas)\n"
                     "- Brenner Logistik needs SSO before they sign (Entra ID). Two prospects use Okta.\n"
                     "- Google Workspace login? maybe later\n"
                     "- Protocol: OIDC first, SAML \"if a customer pays for it\"\n"
                     "- JIT provisioning: new users from the IdP get role editor (Felix)\n"
                     "- SCIM for deprovisioning in Q1?\n"
                     "- Session lifetime 12h, silent refresh\n"
                     "- Enforce SSO per verified domain; owners keep a password as break-glass\n"
                     "- SSO only in Business plan, 15 EUR/seat? (Mira to check with sales)\n"
                     "---\n\n"
                     "What is really decided from this, I tell you now:\n"
                     "1. OIDC only, for Entra ID and Okta. SAML no, also not \"if paid\".\n"
                     "2. JIT yes, but the default role is viewer, not editor. Felix's idea is too generous, an admin "
                     "can promote people.\n"
                     "3. remember for later: when a tenant has SSO enforced, nobody from that domain logs in with a "
                     "password, also not the owners. Break-glass goes only through our support, with an entry in the "
                     "audit log.\n"
                     "4. Session is 8 hours, not 12.\n"
                     "The rest (Google, SCIM, the price) is not decided, ignore it for now."),
            ("assistant", "Clear: only points 1 to 4 count. One choice before I write code, the OIDC client side:\n\n"
                          "a) **openid-client** (panva): certified OIDC relying party, does discovery, PKCE, ID token "
                          "validation, no framework opinions; we wire it into a Nest controller ourselves.\n"
                          "b) **passport-openidconnect**: fits Nest's passport guards, but it's barely maintained, has "
                          "no PKCE, and a strategy per tenant IdP is awkward.\n"
                          "c) **WorkOS** (or Auth0): hosted, handles SAML too and has an admin portal for customers, "
                          "but priced per SSO connection and every login of our customers goes through a third "
                          "party.\n\n"
                          "I'd take a."),
            ("user", "a. WorkOS costs per connection and I don't want our customers' logins going through a third "
                     "party, the DPA discussions alone. passport is dead."),
            bash("npm install openid-client@6 && npm ls openid-client",
                 "added 3 packages in 4s\nhivebook@0.31.0 /home/jonas/dev/hivebook\n"
                 "└── openid-client@6.1.3\n"),
            tool("Write", {"file_path": f"{HIVEBOOK}/migrations/2026_11_09_1015_tenant_sso_connections.sql",
                           "content": "create table tenant_sso_connections (\n"
                                      "  id uuid primary key default gen_random_uuid(),\n"
                                      "  tenant_id uuid not null references tenants(id),\n"
                                      "  provider text not null check (provider in ('entra', 'okta')),\n"
                                      "  issuer text not null,\n"
                                      "  client_id text not null,\n"
                                      "  client_secret_enc bytea not null,\n"
                                      "  enforced boolean not null default false,\n"
                                      "  jit_default_role text not null default 'viewer'\n"
                                      ");\n"
                                      "create table tenant_sso_domains (tenant_id uuid not null, domain citext "
                                      "primary key, verified_at timestamptz);\n"
                                      "alter table tenant_sso_connections enable row level security;\n"},
                 f"File created successfully at: {HIVEBOOK}/migrations/2026_11_09_1015_tenant_sso_connections.sql"),
            tool("Edit", {"file_path": f"{HIVEBOOK}/src/config/auth.config.ts",
                          "old_string": "  sessionTtl: '12h',\n",
                          "new_string": "  sessionTtl: '8h', // SSO and password sessions, decided 2026-11-09\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{HIVEBOOK}/src/auth/password/password.strategy.ts",
                          "old_string": "    const user = await this.users.findByEmail(email);\n",
                          "new_string": "    const user = await this.users.findByEmail(email);\n"
                                        "    if (await this.sso.isEnforcedForEmail(email)) {\n"
                                        "      throw new ForbiddenException('sso_required');\n"
                                        "    }\n"},
                 "The file has been updated."),
            bash("npm run test -- auth 2>&1 | tail -n 9",
                 " PASS  src/auth/sso/oidc.controller.spec.ts\n"
                 " PASS  src/auth/password/password.strategy.spec.ts\n"
                 "  ✓ rejects password login for a domain with enforced SSO (21 ms)\n"
                 "  ✓ rejects password login for an owner of an enforced domain (9 ms)\n"
                 "  ✓ JIT-provisions an unknown user as viewer (34 ms)\n"
                 "  ✓ rejects ID token with wrong nonce (6 ms)\n"
                 "  ✓ rejects unverified domain for enforcement (5 ms)\n"
                 "Tests:       23 passed, 23 total\n"
                 "Time:        6.02 s\n"),
            ("assistant", "Done for this step: openid-client 6.1.3 with PKCE and discovery per connection; tables "
                          "tenant_sso_connections (provider entra or okta) and tenant_sso_domains; JIT creates "
                          "unknown users as viewer; password login is refused with `sso_required` for any email on an "
                          "enforced domain, owners included; session TTL 8h. Break-glass isn't built yet: I'd make it "
                          "a support-only admin endpoint that issues a one-time login link and writes an audit log "
                          "entry. Shall I?"),
            ("user", "Yes, but next week. Commit this first."),
            bash("git add -A && git commit -qm 'auth: OIDC SSO for Entra ID and Okta, JIT as viewer, enforce per "
                 "domain' && git log -1 --oneline",
                 "4e19b2a auth: OIDC SSO for Entra ID and Okta, JIT as viewer, enforce per domain\n"),
        ],
        "facts": [
            fact("sso-protocol", "hivebook SSO is OIDC only, for Entra ID and Okta; SAML is not supported, not even "
                                 "if a customer pays.",
                 "decision", "user", ["OIDC", ["Entra", "Okta"], "SAML"]),
            fact("jit-viewer", "SSO users are JIT-provisioned with the default role viewer (not editor); an admin "
                               "can promote them.",
                 "decision", "user", ["JIT", "viewer"]),
            fact("sso-enforced", "When a tenant has SSO enforced, nobody from that domain logs in with a password, "
                                 "not even owners; break-glass only through hivebook support with an audit log "
                                 "entry.",
                 "rule", "user", ["password", "owners", "break-glass"], remember=True),
            fact("session-ttl", "hivebook sessions last 8 hours (sessionTtl 8h), not 12.",
                 "config", "user", [["8 hours", "8h"], "session"]),
            fact("oidc-lib", "hivebook uses openid-client for OIDC; WorkOS (per-connection pricing, logins through a "
                             "third party) and passport-openidconnect (unmaintained) rejected.",
                 "decision", "user", ["openid-client", ["WorkOS", "passport"]]),
        ],
        "optional": [
            opt("sso-tables", "SSO connections live in tenant_sso_connections, verified domains in "
                              "tenant_sso_domains.", ["tenant_sso_connections"]),
            opt("break-glass-plan", "Break-glass is planned as a support-only endpoint issuing a one-time login link "
                                    "with an audit log entry (next week).", ["one-time login link"]),
        ],
        "questions": [
            q("Which SSO protocol and identity providers does hivebook support?",
              "OIDC only, for Entra ID and Okta; SAML no", ["sso-protocol"]),
            q("Which role do JIT-provisioned SSO users get in hivebook?", "viewer, not editor", ["jit-viewer"]),
            q("Can an owner of an SSO-enforced tenant log in with a password?",
              "no; break-glass goes only through support, with an entry in the audit log", ["sso-enforced"]),
            q("How long does a hivebook session last?", "8 hours", ["session-ttl"]),
            q("Which OIDC library does hivebook use, and why not WorkOS?",
              "openid-client; WorkOS costs per connection and our customers' logins going through a third party", ["oidc-lib"]),
        ],
    },
    {
        "id": "h29-cc-hivebook-api-keys",
        "project": HIVEBOOK,
        "start": datetime(2026, 11, 12, 13, 30),
        "about": "API keys for hivebook's public API: six proposals, the person accepts 1, 2, 3 and 6, rejects the "
                 "90-day default expiry (keys in CI and cron jobs), and lowers the rate limit from 600 to 300 per "
                 "minute; 'keep that in the memory' API shape convention (/v1/, plural kebab-case, camelCase, "
                 "problem+json); long closing summary repeating the decisions",
        "steps": [
            ("user", "Customers ask for API keys for the public API, mostly to sync pages from their CI. What do you "
                     "propose?"),
            bash("ls src/public-api/ && rg -n '@Controller' src/public-api/",
                 "pages  page-templates  public-api.module.ts  spaces\n"
                 "src/public-api/pages/pages.controller.ts:12:@Controller('v1/pages')\n"
                 "src/public-api/spaces/spaces.controller.ts:10:@Controller('v1/spaces')\n"
                 "src/public-api/page-templates/page-templates.controller.ts:9:@Controller('v1/page-templates')\n"),
            ("assistant", "Proposal, numbered so you can pick:\n\n"
                          "1. **Format** `hb_live_` or `hb_test_` plus 32 random base62 characters. The prefix makes "
                          "leaked keys recognisable for GitHub secret scanning and tells live from test at a glance.\n"
                          "2. **Storage**: only a SHA-256 hash of the key plus its first 12 characters for lookup and "
                          "display. The full key is shown exactly once, at creation.\n"
                          "3. **Ownership**: keys belong to the tenant, not to a user, so they survive people leaving; "
                          "each key has scopes (pages:read, pages:write, spaces:admin).\n"
                          "4. **Expiry**: 90 days by default, renewable.\n"
                          "5. **Rate limit**: 600 requests per minute per key, 429 with Retry-After.\n"
                          "6. **last_used_at** per key, written at most once a minute, shown in the settings so "
                          "admins can find dead keys."),
            ("user", "1, 2, 3 and 6 ok. 4 no: people put these keys in CI and in cron jobs, an expiry they don't see "
                     "breaks their pipeline at 3am and then it's our support ticket. They can rotate themselves. 5 "
                     "yes but 300 per minute, 600 is more than the search can carry.\n\n"
                     "And keep that in the memory: our public API is always /v1/ with plural kebab-case resources "
                     "like /v1/page-templates, JSON fields in camelCase, and errors always as "
                     "application/problem+json (RFC 9457) with a stable `type` URI. No exceptions for new "
                     "endpoints."),
            tool("Write", {"file_path": f"{HIVEBOOK}/migrations/2026_11_12_1345_api_keys.sql",
                           "content": "create table api_keys (\n"
                                      "  id uuid primary key default gen_random_uuid(),\n"
                                      "  tenant_id uuid not null references tenants(id),\n"
                                      "  name text not null,\n"
                                      "  display_prefix text not null,\n"
                                      "  key_hash bytea not null unique,\n"
                                      "  scopes text[] not null,\n"
                                      "  last_used_at timestamptz,\n"
                                      "  revoked_at timestamptz,\n"
                                      "  created_at timestamptz not null default now()\n"
                                      ");\n"
                                      "alter table api_keys enable row level security;\n"},
                 f"File created successfully at: {HIVEBOOK}/migrations/2026_11_12_1345_api_keys.sql"),
            tool("Write", {"file_path": f"{HIVEBOOK}/src/public-api/auth/api-key.guard.ts",
                           "content": "// Looks up the key by SHA-256 hash, checks scopes, applies the per-key\n"
                                      "// limit (300/min, 429 + Retry-After) and touches last_used_at at most\n"
                                      "// once a minute.\n"
                                      "export const API_KEY_RATE_LIMIT_PER_MINUTE = 300;\n"},
                 f"File created successfully at: {HIVEBOOK}/src/public-api/auth/api-key.guard.ts"),
            bash("rg -n 'HttpException|BadRequestException' src/public-api/ | head -n 5",
                 "src/public-api/pages/pages.controller.ts:48:      throw new BadRequestException('title missing');\n"
                 "src/public-api/spaces/spaces.controller.ts:31:      throw new HttpException('quota', 402);\n"),
            ("assistant", "Two endpoints still throw plain Nest exceptions, which come out as Nest's default "
                          "`{statusCode, message}` body instead of problem+json. I'll route them through the existing "
                          "ProblemDetailsFilter with types `/problems/validation` and `/problems/quota-exceeded`."),
            bash("npm run test -- public-api 2>&1 | tail -n 8",
                 "  ✓ accepts hb_test_ key with pages:read (14 ms)\n"
                 "  ✓ rejects key without scope with problem+json 403 (8 ms)\n"
                 "  ✓ stores only the SHA-256 hash (5 ms)\n"
                 "  ✓ returns 429 with Retry-After after 300 requests in a minute (212 ms)\n"
                 "  ✓ revoked key is rejected (6 ms)\n"
                 "  ✓ validation errors are application/problem+json (7 ms)\n"
                 "Tests:       31 passed, 31 total\n"
                 "Time:        7.44 s\n"),
            ("assistant", "Summary of where API keys stand:\n\n"
                          "- Keys look like `hb_live_…` / `hb_test_…` with 32 base62 characters; we store only the "
                          "SHA-256 hash and the display prefix, and show the full key once.\n"
                          "- Keys belong to the tenant and carry scopes (pages:read, pages:write, spaces:admin).\n"
                          "- No default expiry, as you decided: customers rotate themselves.\n"
                          "- 300 requests per minute per key, then 429 with Retry-After.\n"
                          "- last_used_at is updated at most once a minute.\n"
                          "- All public API errors are application/problem+json, including the two endpoints that "
                          "weren't.\n\n"
                          "Still open: the settings UI for creating and revoking keys, and registering the `hb_live_` "
                          "pattern with GitHub's secret scanning partner program."),
            ("user", "Good summary. The UI is Mira's, commit the backend."),
            bash("git add -A && git commit -qm 'public-api: tenant API keys with scopes, 300/min per key' && git log "
                 "-1 --oneline",
                 "91c3e07 public-api: tenant API keys with scopes, 300/min per key\n"),
        ],
        "facts": [
            fact("key-format", "hivebook API keys are hb_live_ or hb_test_ plus 32 random base62 characters; only a "
                               "SHA-256 hash and a display prefix are stored, the full key is shown once.",
                 "decision", "assistant", ["hb_live_", "SHA-256"]),
            fact("key-scopes", "API keys belong to the tenant, not to a user, and carry scopes (pages:read, "
                               "pages:write, spaces:admin).",
                 "decision", "assistant", ["tenant", ["scopes", "pages:read"]]),
            fact("no-expiry", "API keys have no default expiry (the proposed 90 days was rejected): customers use them "
                              "in CI and cron jobs where an unseen expiry breaks pipelines; they rotate themselves.",
                 "decision", "user", ["expiry", ["CI", "cron", "rotate"]]),
            fact("key-rate-limit", "The public API allows 300 requests per minute per key (not the proposed 600), "
                                   "then 429 with Retry-After.",
                 "config", "user", ["300", ["per minute", "/min"]]),
            fact("api-shape", "hivebook's public API is always /v1/ with plural kebab-case resources "
                              "(/v1/page-templates), JSON fields in camelCase, and errors as application/problem+json "
                              "(RFC 9457) with a stable type URI.",
                 "convention", "user", ["/v1/", "kebab-case", ["problem+json", "RFC 9457"]], remember=True),
        ],
        "optional": [
            opt("last-used", "last_used_at per key is written at most once a minute.", ["last_used_at"]),
            opt("problem-filter", "Errors go through ProblemDetailsFilter with types like /problems/validation.",
                ["ProblemDetailsFilter"]),
        ],
        "questions": [
            q("What do hivebook API keys look like?", "hb_live_ or hb_test_ plus 32 random base62 characters",
              ["key-format"]),
            q("Why don't hivebook API keys expire by default?",
              "people put them in CI and cron jobs, an expiry they don't see breaks their pipeline; they rotate "
              "themselves", ["no-expiry"]),
            q("What is the rate limit per API key?", "300 requests per minute, then 429 with Retry-After",
              ["key-rate-limit"]),
            q("How does hivebook's public API return errors?", "as application/problem+json (RFC 9457)",
              ["api-shape"]),
        ],
    },
]
