"""h61 Codex sessions, part a: newsletter-hub, the FastAPI service behind the Lowmoor Gazette newsletters
(consent records, per-topic lists, sync to Brevo). The person writes French-flavoured English. Append-only consent
records, moving from one list to per-topic attributes, and a one-off bounce export (nothing durable)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

NEWS = "/home/lucie/src/newsletter-hub"

_MODELS = """class Consent(Base):
    __tablename__ = "consents"

    subscriber_id: Mapped[int] = mapped_column(ForeignKey("subscribers.id"), primary_key=True)
    topic: Mapped[str] = mapped_column(String(40), primary_key=True)
    granted: Mapped[bool]
    source: Mapped[str] = mapped_column(String(40))          # signup-form, app, import, support
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


async def unsubscribe(session, subscriber_id: int, topic: str) -> None:
    await session.execute(
        update(Consent)
        .where(Consent.subscriber_id == subscriber_id, Consent.topic == topic)
        .values(granted=False, source="unsubscribe-link")
    )
"""

_ALEMBIC = """INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
INFO  [alembic.runtime.migration] Running upgrade 3f1a9c0d2b11 -> 7be20d4c9a55, consent_events append-only log
INFO  [alembic.runtime.migration] Running upgrade 7be20d4c9a55 -> 0c9e81aa4f02, consent_current view, backfill
backfill: 412,887 consent rows -> 412,887 consent_events (action=granted|withdrawn, source=backfill-2026-11-03)
REVOKE UPDATE, DELETE ON consent_events FROM newsletter_app
"""

_PYTEST = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/lucie/src/newsletter-hub
plugins: anyio-4.6.2, asyncio-0.24.0
collected 64 items

tests/test_consent.py ..............                                     [ 21%]
tests/test_doi.py .......                                                [ 32%]
tests/test_signup.py ...........                                         [ 50%]
tests/test_unsubscribe.py .........                                      [ 64%]
tests/test_brevo_sync.py .......................                         [100%]

============================== 64 passed in 6.18s ==============================
"""

_RFC = """# RFC-9: per-topic newsletters

Status: draft (Lucie), 2026-11-10

## Problem
Today every reader is on one Brevo list, "gazette-all", and gets the daily briefing. Editors want topic
newsletters (politics, local, sport, culture, food, and the weekly obituaries digest).

## Options
A. One Brevo list per topic. Subscribing = adding the contact to the list.
B. Keep one master list and store topics as contact attributes (TOPIC_POLITICS = true ...); each newsletter
   is sent to a segment filtered on its attribute.

## Open questions
- Does "unsubscribe from all" in Brevo's footer work with A?
- How often do we sync consents to Brevo? Every 5 minutes?
- Double opt-in per topic, or once per person?
"""

_SYNC_LOG = """2026-11-11T11:20:00Z brevo-sync start topics=6 changed_contacts=1843
2026-11-11T11:20:04Z brevo-sync batch 1/4 ok (500)
2026-11-11T11:20:09Z brevo-sync batch 2/4 ok (500)
2026-11-11T11:20:11Z brevo-sync batch 3/4 HTTP 429 Too Many Requests (retry-after 60)
2026-11-11T11:21:12Z brevo-sync batch 3/4 ok (500)
2026-11-11T11:21:16Z brevo-sync batch 4/4 ok (343)
2026-11-11T11:21:16Z brevo-sync done 1843 contacts in 76s
2026-11-11T11:30:00Z brevo-sync start topics=6 changed_contacts=2107
2026-11-11T11:30:03Z brevo-sync batch 1/5 HTTP 429 Too Many Requests (retry-after 60)
"""

_BOUNCES = """ topic     | hard_bounces
-----------+-------------
 daily     |          212
 culture   |           31
 sport     |           27
 local     |           19
(4 rows)
"""

SESSIONS = [
    {
        "id": "h61-cx-newsletter-consent-events",
        "project": NEWS,
        "start": datetime(2026, 11, 3, 10, 5),
        "about": "newsletter-hub: unsubscribing UPDATEs the consents row and loses the history the DPO asked for; "
                 "append-only consent_events table with a consent_current view, backfilled; UPDATE/DELETE revoked "
                 "from the app role; French-flavoured remember-request to pg_dump the consent tables into "
                 "/backups/consent/ before touching them; double opt-in link validity 72 h changed to 48 h",
        "steps": [
            ("user", "Hello! Today I would like that we make the consent records more solid. Actually when someone "
                     "unsubscribe, we do an UPDATE on the consents table and we lose all the history. Last week the "
                     "DPO asked us the proof of consent for one reader at the date of his signup in 2024, and we "
                     "could not give it, we have only the last state. It was a bit embarrassing."),
            shell("sed -n '1,40p' app/models/consent.py", _MODELS),
            ("assistant", "Right, `consents` holds one row per (subscriber, topic) and `unsubscribe()` overwrites "
                          "`granted` and `source`. The history is gone after the first change.\n\n"
                          "Proposal:\n"
                          "- a new table `consent_events`, append-only: `id`, `subscriber_id`, `topic`, `action` "
                          "(granted / withdrawn), `source`, `ip_hash`, `policy_version`, `occurred_at`. Signup, "
                          "double opt-in confirmation, unsubscribe and support changes each insert one row.\n"
                          "- the current state becomes a view `consent_current` (latest event per subscriber and "
                          "topic), and the code that reads `consents` reads the view.\n"
                          "- backfill: one `granted`/`withdrawn` event per existing row with source "
                          "`backfill-2026-11-03`, so we don't pretend to know the original date.\n"
                          "- `REVOKE UPDATE, DELETE ON consent_events FROM newsletter_app`, so the application "
                          "can't rewrite history even by mistake.\n"
                          "- `consents` is kept read-only for a month, then dropped."),
            ("user", "Yes I like it, it is exactly the idea. But wait before you run anything. For me it is very "
                     "important, and this is for always, not only today: each time you touch the consent tables, "
                     "before anything you make a dump of them with pg_dump in /backups/consent/, with the date in "
                     "the name. We had one bad surprise already in the spring with a migration, I don't want to "
                     "live this again."),
            shell("pg_dump \"$NEWS_DB\" -t consents -t consent_events -Fc -f /backups/consent/consent-2026-11-03-"
                  "1012.dump && ls -la /backups/consent/ | tail -n 3",
                  "pg_dump: warning: there are no tables matching \"consent_events\"\n"
                  "-rw-r----- 1 lucie newsletter  48113221 Oct 14 16:40 consent-2026-10-14-1640.dump\n"
                  "-rw-r----- 1 lucie newsletter  48230977 Nov  3 10:12 consent-2026-11-03-1012.dump\n"),
            ("assistant", "Dump taken: `/backups/consent/consent-2026-11-03-1012.dump` (the warning is only "
                          "because `consent_events` doesn't exist yet). Now the migration."),
            shell("alembic upgrade head", _ALEMBIC),
            ("assistant", "Migrated: 412,887 rows backfilled as events, the view is in place, and the app role "
                          "can only INSERT and SELECT on `consent_events`. `unsubscribe()` now inserts a "
                          "`withdrawn` event. One more setting touches consent: the double opt-in confirmation link "
                          "is valid for 72 hours today (`DOI_LINK_TTL_HOURS = 72` in settings.py). With the "
                          "events, the confirmation is recorded with its own timestamp, so that value is worth a "
                          "look."),
            ("user", "Ah yes, put 48 hours. The DPO prefer it short, she told me already two times."),
            shell("sed -i 's/DOI_LINK_TTL_HOURS = 72/DOI_LINK_TTL_HOURS = 48/' app/settings.py && pytest -q",
                  _PYTEST),
            shell("psql \"$NEWS_DB\" -c \"select action, source, occurred_at from consent_events where "
                  "subscriber_id = 1208834 order by occurred_at\"",
                  "  action   |       source        |         occurred_at\n"
                  "-----------+---------------------+------------------------------\n"
                  " granted   | backfill-2026-11-03 | 2026-11-03 10:14:52.118+00\n"
                  " withdrawn | unsubscribe-link    | 2026-11-03 10:21:07.402+00\n"
                  " granted   | signup-form         | 2026-11-03 10:21:40.010+00\n"
                  "(3 rows)\n"),
            ("assistant", "Done. My test subscriber shows the three events in order: backfill, unsubscribe, "
                          "re-signup. Summary:\n"
                          "- consent history is append-only in `consent_events`; the current state is the view "
                          "`consent_current`;\n"
                          "- the app role has no UPDATE or DELETE on `consent_events`;\n"
                          "- the double opt-in link is valid 48 hours (was 72);\n"
                          "- the dump from before the migration is in /backups/consent/.\n"
                          "For the DPO's request from last week: that reader's history before today is lost, the "
                          "backfill only knows his state on 3 November."),
            ("user", "Perfect, merci. I will explain to the DPO that from today we have everything."),
        ],
        "facts": [
            fact("consent-events", "Consent history is append-only in the consent_events table (granted/withdrawn "
                                   "events with source and time); the current state is the consent_current view.",
                 "decision", "assistant", ["consent_events", ["append-only", "consent_current"]]),
            fact("revoke-app", "The app role newsletter_app has no UPDATE or DELETE on consent_events (REVOKE), only "
                               "INSERT and SELECT.",
                 "config", "assistant", ["newsletter_app", "REVOKE"]),
            fact("dump-before", "Standing rule: before touching the consent tables, always take a pg_dump of them "
                                "into /backups/consent/ with the date in the file name.",
                 "rule", "user", ["pg_dump", "/backups/consent/"], remember=True),
            fact("doi-48h", "The double opt-in confirmation link is valid 48 hours (DOI_LINK_TTL_HOURS = 48, was 72) "
                            "because the DPO wants it short.",
                 "config", "user", ["48", ["DOI_LINK_TTL_HOURS", "opt-in"]]),
        ],
        "optional": [
            opt("backfill-source", "Existing consents were backfilled as events with source backfill-2026-11-03.",
                ["backfill-2026-11-03"]),
            opt("consents-drop", "The old consents table stays read-only for a month, then is dropped.",
                ["consents"]),
        ],
        "questions": [
            q("Where is the consent history of a newsletter subscriber kept?", "append-only consent_events table, "
                                                                               "current state in consent_current",
              ["consent-events"]),
            q("What must be done before changing the consent tables?", "a pg_dump of them in /backups/consent/",
              ["dump-before"]),
            q("How long is the double opt-in link valid?", "48 hours", ["doi-48h"]),
        ],
    },
    {
        "id": "h61-cx-newsletter-topic-attributes",
        "project": NEWS,
        "start": datetime(2026, 11, 11, 11, 2),
        "about": "newsletter-hub: pasted RFC-9 with two options; the assistant finds Brevo's 'unsubscribe from "
                 "all' only leaves the list it was sent from under option A; 'the second one' picks one master list "
                 "with topic attributes and segments; a numbered next-steps list whose item 2 is a standing rule "
                 "(topic slugs never renamed once live); sync every 10 minutes, then 15 after 429s; six topics",
        "steps": [
            ("user", "Bonjour. I wrote a RFC for the topic newsletters, can you read and tell me what you think? "
                     "It is in docs/rfc/0009-topics.md"),
            shell("cat docs/rfc/0009-topics.md", _RFC),
            shell("rg -n 'unsubscribe' docs/vendor/brevo-notes.md | head -5",
                  "docs/vendor/brevo-notes.md:12:- The footer [UNSUBSCRIBE] link removes the contact from the "
                  "list(s) the campaign was sent to, not from all lists.\n"
                  "docs/vendor/brevo-notes.md:13:- Global blocklisting happens only via the API "
                  "(emailBlacklisted=true) or the 'unsubscribe from all' preference page.\n"),
            ("assistant", "Read it. On the open question about A: with one Brevo list per topic, the footer "
                          "unsubscribe link only removes the contact from the list the campaign went to. A reader "
                          "who clicks 'unsubscribe' on the sport newsletter stays on politics and culture, which is "
                          "what we want per topic, but our own 'unsubscribe from everything' would have to remove "
                          "them from six lists and keep them in sync.\n\n"
                          "With B, one master list and an attribute per topic, the unsubscribe link on a topic "
                          "newsletter goes to our preference page, which writes a `withdrawn` consent event for "
                          "that topic and sets the attribute to false at the next sync. Segments in Brevo are "
                          "just 'TOPIC_SPORT is true'. Brevo bills per contact, so the cost is the same either way. "
                          "I'd pick B: one place for the truth (our consent_events), and Brevo only mirrors it."),
            ("user", "Yes, the second one, attributes on the master list. It is also more simple for the sync, one "
                     "contact one update.\n\n"
                     "So for the next steps:\n"
                     "1. create the six topics: politics, local, sport, culture, food, obituaries-digest\n"
                     "2. a topic slug is permanent: once a topic is live we never rename its slug, because the "
                     "consent records point to it. If a name must change, we change only the display name. This "
                     "one is a rule for the future, not only for this week.\n"
                     "3. the sync to Brevo every 10 minutes\n"
                     "4. update the RFC with the decision"),
            shell("apply_patch < /tmp/topics.patch && python -m app.cli topics list",
                  "Success. Updated the following files:\nA app/topics.py\nM app/brevo_sync.py\nM app/api/preferences.py\n"
                  "A migrations/versions/5d0a7e13c8f1_topics.py\n"
                  "slug               display_name            brevo_attribute         live\n"
                  "politics           Politics                TOPIC_POLITICS          yes\n"
                  "local              Lowmoor & around        TOPIC_LOCAL             yes\n"
                  "sport              Sport                   TOPIC_SPORT             yes\n"
                  "culture            Culture                 TOPIC_CULTURE           yes\n"
                  "food               Food & drink            TOPIC_FOOD              yes\n"
                  "obituaries-digest  Obituaries (weekly)     TOPIC_OBITUARIES_DIGEST yes\n"),
            ("assistant", "Six topics created. `app/topics.py` refuses a slug change on a live topic "
                          "(`TopicSlugFrozen`), and the CLI has `topics rename-display` for the display name only. "
                          "The Brevo sync runs every 10 minutes (`BREVO_SYNC_INTERVAL_MIN = 10`). I triggered it "
                          "twice to check the batches."),
            shell("tail -n 9 /var/log/newsletter-hub/brevo-sync.log", _SYNC_LOG),
            ("assistant", "The first run had one 429 from Brevo and recovered after 60 s; the second run got a 429 "
                          "on its first batch. With 1,800 to 2,100 changed contacts per run we're close to their "
                          "contacts-API rate limit. Options: smaller batches with a pause, or a longer interval."),
            ("user", "Finally put 15 minutes. Nobody will die if the newsletter preference takes 15 minutes to "
                     "arrive in Brevo, and I don't want to fight with their rate limit."),
            shell("sed -i 's/BREVO_SYNC_INTERVAL_MIN = 10/BREVO_SYNC_INTERVAL_MIN = 15/' app/settings.py && "
                  "apply_patch < /tmp/rfc9-decision.patch && sed -n '/## Decision/,$p' docs/rfc/0009-topics.md",
                  "Success. Updated the following files:\nM app/settings.py\nM docs/rfc/0009-topics.md\n"
                  "## Decision (2026-11-11)\n"
                  "Option B: one master list \"gazette-all\" with one boolean attribute per topic; newsletters go "
                  "to segments.\nTopic slugs are permanent once live; only display names change.\n"
                  "Consents sync to Brevo every 15 minutes.\n"),
            ("assistant", "RFC updated with the decision and the interval is 15 minutes. Double opt-in per topic is "
                          "still an open question in the RFC; I left it there."),
            ("user", "Yes, for that I must ask the DPO again, another day. Merci!"),
        ],
        "facts": [
            fact("topics-attributes", "Topic newsletters use one Brevo master list (gazette-all) with a boolean "
                                      "attribute per topic (TOPIC_POLITICS …) and segments, not one list per topic "
                                      "(the footer unsubscribe only leaves the list it came from).",
                 "decision", "user", [["attribute", "attributes"], ["master list", "gazette-all"]]),
            fact("slug-frozen", "Standing rule: a topic slug is permanent once the topic is live, because consent "
                                "records point to it; only the display name may change.",
                 "rule", "user", ["slug", ["rename", "permanent"]], remember=True),
            fact("sync-15", "Consents sync to Brevo every 15 minutes (BREVO_SYNC_INTERVAL_MIN = 15; 10 hit Brevo's "
                            "rate limit).",
                 "config", "user", ["15 minutes", "Brevo"]),
            fact("six-topics", "The newsletter topics are politics, local, sport, culture, food and "
                               "obituaries-digest.",
                 "config", "user", ["obituaries-digest", "politics"]),
        ],
        "optional": [
            opt("sync-10", "The sync interval was first set to 10 minutes.", ["10 minutes"]),
            opt("doi-open", "Double opt-in per topic or per person is still open in RFC-9.", ["RFC"]),
        ],
        "questions": [
            q("How are topic newsletters modelled in Brevo?", "one master list with an attribute per topic and "
                                                              "segments", ["topics-attributes"]),
            q("Can a topic slug be renamed?", "never once live; only the display name", ["slug-frozen"]),
            q("How often do consents sync to Brevo?", "every 15 minutes", ["sync-15"]),
        ],
    },
    {
        "id": "h61-cx-newsletter-bounce-export",
        "project": NEWS,
        "start": datetime(2026, 11, 19, 16, 44),
        "about": "newsletter-hub: nothing durable. A one-off CSV of yesterday's hard bounces for a colleague in "
                 "marketing, 'run it again' with only culture, chatter about a long week and a cat",
        "steps": [
            ("user", "Hi, small thing, it's friday-feeling on a thursday. Marketing (the new colleague, very nice) ask me "
                     "the list of hard bounces of yesterday, as CSV. Can you do it quick?"),
            shell("psql \"$NEWS_DB\" -c \"select topic, count(*) as hard_bounces from bounces where kind = 'hard' "
                  "and occurred_at >= date '2026-11-18' and occurred_at < date '2026-11-19' group by 1 order by 2 "
                  "desc\"", _BOUNCES),
            ("assistant", "Yesterday had 289 hard bounces: 212 on the daily briefing, then culture, sport and "
                          "local. Here's the export with address, topic, bounce code and time."),
            shell("psql \"$NEWS_DB\" -c \"\\copy (select s.email, b.topic, b.smtp_code, b.occurred_at from bounces b "
                  "join subscribers s on s.id = b.subscriber_id where b.kind = 'hard' and b.occurred_at >= date "
                  "'2026-11-18' and b.occurred_at < date '2026-11-19' order by b.occurred_at) to "
                  "'/tmp/hard-bounces-2026-11-18.csv' csv header\" && wc -l /tmp/hard-bounces-2026-11-18.csv",
                  "COPY 289\n290 /tmp/hard-bounces-2026-11-18.csv\n"),
            ("assistant", "Written to `/tmp/hard-bounces-2026-11-18.csv` (289 rows plus the header)."),
            ("user", "Ah she says only culture in fact, they prepare a campaign. Run it again with only culture "
                     "please"),
            shell("psql \"$NEWS_DB\" -c \"\\copy (select s.email, b.smtp_code, b.occurred_at from bounces b join "
                  "subscribers s on s.id = b.subscriber_id where b.kind = 'hard' and b.topic = 'culture' and "
                  "b.occurred_at >= date '2026-11-18' and b.occurred_at < date '2026-11-19' order by "
                  "b.occurred_at) to '/tmp/hard-bounces-culture-2026-11-18.csv' csv header\" && wc -l "
                  "/tmp/hard-bounces-culture-2026-11-18.csv",
                  "COPY 31\n32 /tmp/hard-bounces-culture-2026-11-18.csv\n"),
            ("assistant", "Done: `/tmp/hard-bounces-culture-2026-11-18.csv`, 31 addresses. It contains email "
                          "addresses, so better to share it through the drive than by mail."),
            ("user", "Yes yes, I put it on the drive. Long week, my cat decided that 5am is breakfast time since "
                     "the clocks changed. Thank you, bonne soirée!"),
            ("assistant", "Bonne soirée, and good luck negotiating with the cat."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
