"""Patterns for what a project is and has: versions, services and ports, where files live, dated
events, commands that work, and the tags a note gets (heuristic extractor, offline).

Split out of rules.py by topic; rules.py imports these names so the rule modules keep reading them
as `R.NAME`.
"""

from __future__ import annotations

import re

from .dates import WEEKDAYS

_I = re.I

# -- project facts: versions -------------------------------------------------------------------
TECH = {
    "next.js": "Next.js", "nextjs": "Next.js", "react": "React", "vue": "Vue", "nuxt": "Nuxt",
    "svelte": "Svelte", "sveltekit": "SvelteKit", "angular": "Angular", "tailwind css": "Tailwind CSS",
    "tailwindcss": "Tailwind CSS", "tailwind": "Tailwind CSS", "typescript": "TypeScript", "node.js": "Node.js",
    "node": "Node.js", "deno": "Deno", "bun": "Bun", "python": "Python", "django": "Django", "flask": "Flask",
    "fastapi": "FastAPI", "pydantic": "Pydantic", "sqlalchemy": "SQLAlchemy", "postgresql": "PostgreSQL",
    "postgres": "PostgreSQL", "mysql": "MySQL", "sqlite": "SQLite", "redis": "Redis", "mongodb": "MongoDB",
    "elasticsearch": "Elasticsearch", "kafka": "Kafka", "docker": "Docker", "kubernetes": "Kubernetes",
    "terraform": "Terraform", "golang": "Go", "rust": "Rust", "java": "Java", "kotlin": "Kotlin",
    "spring boot": "Spring Boot", "ruby": "Ruby", "rails": "Rails", "php": "PHP", "laravel": "Laravel",
    ".net": ".NET", "eslint": "ESLint", "vite": "Vite", "webpack": "webpack", "jest": "Jest", "vitest": "Vitest",
    "pytest": "pytest", "playwright": "Playwright", "express": "Express", "nestjs": "NestJS", "prisma": "Prisma",
    "qdrant": "Qdrant", "pnpm": "pnpm", "uv": "uv", "poetry": "Poetry", "nginx": "nginx", "pytorch": "PyTorch",
    "torch": "PyTorch", "numpy": "NumPy", "pandas": "pandas", "electron": "Electron", "tauri": "Tauri",
}
_TECH_ALT = "|".join(re.escape(k) for k in sorted(TECH, key=len, reverse=True))
VERSION = re.compile(rf"(?<![\w./-])(?P<name>{_TECH_ALT})\*{{0,2}}:?\s+\*{{0,2}}(?P<ver>v?\d+(?:\.\d+){{0,2}}(?:\.x)?)"
                     r"(?![\w.]*\w)", _I)
VERSION_IS = re.compile(rf"(?<![\w./-])(?P<name>{_TECH_ALT})\s+version\s+(?:is|=|:|should be)\s+(?P<ver>v?\d+(?:\.\d+){{0,2}})"
                        r"(?![\w.]*\w)", _I)
# ("node 22 LTS for this one": a release line chosen for the project)
STACK_VERB = re.compile(r"\b(?:use|uses|using|we're on|we are on|running|runs on|built (?:with|on)|upgraded? to"
                        r"|updated? to|bumped? to|pinned? (?:to|at)|requires?|targets?|targeting|migrated? to|stack"
                        r"|stays? (?:on|at)|becomes|supports?|support matrix|drop(?:s|ping)? support|LTS)\b", _I)
VERSION_UPDATE = re.compile(r"(?:upgraded|updated|bumped|migrated)\s+(?:\w+\s+)?from\s+(?:\w+\s+)?v?(?P<a>\d[\d.]*)"
                            r"|\(\s*(?:from\s+)?v?(?P<b>\d[\d.]*)\s*(?:から更新|から|->|→)", _I)
# Talking about a version is not using it ("TypeScript 5.6 features").
VERSION_TOPIC = re.compile(r"\b(?:features?|release notes|changelog|what's new|introduced|announce\w*|search\w*"
                           r"|news|blog|docs? for)\b", _I)

# -- project facts: services -------------------------------------------------------------------
LOCAL_URL = re.compile(r"\b(?:https?://)?(?:localhost|127\.0\.0\.1|0\.0\.0\.0):(?P<port>\d{2,5})\b", _I)
PORT = re.compile(r"(?:\bport|ポート)\s*:?\s*(?P<port>\d{2,5})(?!\d)", _I)
DEV_SERVER = re.compile(r"\b(?:dev|development|server|serve[sd]?|local)\b|開発|サーバ", _I)

# -- project facts: where things live ----------------------------------------------------------
PATH_FACT = re.compile(r"\b(?:lives?|is|are|sits?|kept|stored|located|goes|go)\s+(?:in|under|at|into)\s+`?"
                       r"(?P<path>(?:~|\.{1,2})?/?[\w.-]+/[\w./-]*|[\w-]+\.(?:toml|ya?ml|json|ini|env|cfg))`?", _I)
# "file is in /tmp/LAW1010-marks.csv": one file put somewhere scratch for the agent to look at, no layout
SCRATCH_FILE = re.compile(r"(?:^|[\s`'\"(])(?:/tmp|/var/tmp|/private/tmp|~/Downloads|~/Desktop)/(?:[\w.-]+/)*[\w-]+"
                          r"\.(?:csv|tsv|log|txt|json|xlsx?|pdf|zip|tar|gz|har|dump|sql|xml|png|jpe?g)\b", _I)
# "main.tf is in cdn/", "roster publishing is in crew/views.py": where to look for today's work, said in passing
POINTER = re.compile(r"^\W*(?:the |our |a |an )?(?:[\w'`.-]+ ){0,4}(?:is|are) in `?[\w~./-]*[/.][\w./-]*`?\W*$", _I)
# "Should I also make `joined_at` read-only in the admin so it can't be edited there by accident?": a property
# of a named thing the agent offers to set; a yes decides it (other questions it asks are work for today)
OFFERED_PROPERTY = re.compile(r"\b(?:should|shall) i (?:also )?make `[^`]+` (?:read-only|required|unique|immutable|private"
                              r"|mandatory|non-nullable)\b", _I)
# "Shall I open the PR?", "Want me to commit and push?": the next step of the work offered, no choice laid out
WORKFLOW_STEP = re.compile(r"\b(?:open|create|raise|file|make|push)\s+(?:the|a|an)\s+(?:PR|pull request|MR|merge request|ticket"
                           r"|issue|branch)\b|\b(?:commit|push|merge|deploy|tag|ship)(?:\s+(?:it|this|that|them))?\s*\?\s*$", _I)
# "Anything else before the weekend?": the agent winding up; a "nope" to it turns nothing down
WRAP_UP = re.compile(r"\b(?:anything|something) else\b[^?.!\n]{0,40}\?\s*$", _I)

# -- dated events (deadlines, releases): user turns --------------------------------------------------
# An error line the person pasted ("caused by: UndefVarError: `X` not defined", "ERROR: could not load …")
PASTED_ERROR = re.compile(r"^\W*(?:caused by:\s*)?(?:\w*(?:Error|Exception):|(?i:error|fatal|panic|traceback)\s*[:\[(])")
# "no single-letter variable names except in loop counters", "no default exports in this repo"
NO_RULE = re.compile(r"^\W*(?:please,? |and )?no (?!worries|idea|problem|need|way|thanks|rush|clue|luck|wait|offen[cs]e|pressure"
                     r"|longer|more\b|only\b|just\b|it\b|that\b|this\b|i\b|we\b|you\b)[\w.-]+(?: [\w.-]+){0,4} (?:except|unless|anywhere|ever\b|at all"
                     r"|in (?:this|the|our) (?:repo|codebase|project|code)"
                     # "no files go into the ELN", "no PDFs end up in the bucket": what never goes where
                     r"|(?:go|goes|get|gets|end up|ends up|land|lands) (?:into|in|on|to) (?:the |our )?\S)"
                     r"|^\W*(?:and )?no more [\w-]+(?: [\w-]+){0,4} without\b"
                     r"|^\W*(?:and )?no more (?!questions|for today|today|now)[a-z]+ing\b", _I)  # "no more relying on the machine's zone"
# (and a day gone by: "there's a dump from last friday, restore that" names no event ahead)
SESSION_DAY = re.compile(r"\b(?:today|tonight|yesterday|this (?:morning|afternoon|evening)|last night|right now"
                         rf"|last (?:{'|'.join(WEEKDAYS)})|last week)\b", _I)
EVENT = re.compile(r"\b(?:deadline|release[sd]?|launch|freeze|demo|due|ship(?:s|ping)?(?! lines?\b| compan| address| costs?\b| labels?\b)|cut-?off|go-live|deploy\w*"
                   r"|go(?:es|ing)? live|cut-?over|decommission\w*|switch(?:es)? off|shuts? down|expires?"
                   r"|migration|maintenance|outage|on-call|vacation|holiday|off)\b", _I)

# -- working commands ---------------------------------------------------------------------------
SHELL_TOOLS = {"bash", "shell", "exec_command", "local_shell", "run_terminal_cmd", "terminal", "execute_command"}
COMMAND = re.compile(
    r"^(?:npm|pnpm|yarn|bun|npx|make|pytest|python3? -m pytest|uv run|poetry run|cargo|go|mvn|gradle|\./gradlew"
    r"|docker compose|tox|nox|just|bundle exec|mix|dotnet|ruff|mypy|tsc|eslint)\b[^\n]{0,100}$")
COMMAND_PURPOSE = [
    (re.compile(r"\b(?:test|tests|pytest|vitest|jest|spec)\b"), "Run the tests with", "testing"),
    (re.compile(r"\b(?:lint|check|typecheck|type-check|mypy|ruff|eslint|tsc|clippy|vet)\b"), "Check the code with",
     "tooling"),
    (re.compile(r"\b(?:fmt|format|prettier)\b"), "Format the code with", "tooling"),
    (re.compile(r"\bbuild\b"), "Build with", "build"),
    (re.compile(r"\b(?:migrate|migration)s?\b"), "Run database migrations with", "database"),
    (re.compile(r"\b(?:dev|start|serve|up)\b"), "Start the app with", "commands"),
]
COMMAND_FAILED = re.compile(r"\b(?:error|failed|failures?|traceback|not found|exit (?:code|status) [1-9]"
                            r"|no such file|cannot|denied)\b|✗|FAIL\b", _I)

# -- tags ---------------------------------------------------------------------------------------
TAGS = [(tag, re.compile(p, _I)) for tag, p in (
    ("testing", r"\b(?:tests?|testing|pytest|jest|vitest|unittest|mocha|playwright|cypress|coverage|fixtures?|mocks?)\b"),
    ("database", r"\b(?:postgres(?:ql)?|mysql|sqlite|redis|mongo(?:db)?|database|migrations?|sql)\b"),
    ("deployment", r"\b(?:deploy\w*|releases?|github actions|ci|docker|kubernetes|k8s|helm|terraform)\b"),
    ("frontend", r"\b(?:react|next\.js|vue|svelte|tailwind|css|components?|ui)\b"),
    ("tooling", r"\b(?:npm|pnpm|yarn|uv|poetry|pip|eslint|prettier|ruff|mypy|linters?|formatters?)\b"),
    ("git", r"\b(?:git|commits?|branch(?:es)?|rebase|merge|pull requests?)\b"),
    ("code-style", r"\b(?:comments?|naming|docstrings?|type hints?|formatting|style)\b"),
)]


# Consistency with the rest of the project makes a choice a convention ("everything persistent goes
# through GRDB like the rest of the app", "function views please, same as everything else here").
CONSISTENT = re.compile(r"(?<!looks )(?<!look )(?<!seems )(?<!seem )(?<!feels )(?<!works )"
                        r"\b(?:like|same as|as in|as with|consistent with|matching)\s+(?:the rest of|everything else"
                        r"|everywhere else|all the other|every other|all other)\b"
                        # "do it like in src/Rules/Income.hs — one module per rule": a file shows the way
                        r"|\b(?:do|write|make|structure|build) (?:it|them|this|these) (?:like|as) in `?[\w.-]+/[\w./-]*\.\w+", _I)

# -- decisions stated as what stays, what was ruled out, what is no longer done ---------------------
RULED_OUT = re.compile(r"\b(?:looked at|considered|tried|evaluated)\b[^.]*\bbut\b[^.]*\b(?:out|rejected|too|not)\b"
                       # ("4.3.0 is out", "the new release is out": something published, nothing turned down)
                       r"|\b(?:ruled out|decided against)\b|(?<!\d )(?<!version )(?<!release )(?<!beta )(?<!update )(?<!patch )\b(?:it'?s|is|was) out(?: of the question)?(?= *(?:[.,;:!]|$|\s[—–-]))"
                       # "MCUboot no: that means driving to every station with a laptop": a named option turned down, why
                       r"|^\W*(?:and |but )?(?-i:[A-Z][\w.+#-]+|`[^`]+`|[\w.+#-]*[A-Z0-9][\w.+#-]*)(?: [\w.+#-]+)? (?:no|nope|nah)\s*[:—–-]\s*\w",
                       _I)
NO_LONGER = re.compile(r"\bwe (?:don'?t|do not|no longer) [a-z]+\b[^.]*\b(?:anymore|any more)\b", _I)
