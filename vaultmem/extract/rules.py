"""Pattern tables of the heuristic extractor, tuned for precision on real sessions.

Every rule here earned its place by firing on what a person would want remembered and not on the narration
agents produce all day ("I'll help you..."). When in doubt a rule is left out: a few good notes beat fifteen weak ones.
"""

from __future__ import annotations

import re

# Settings, values and the project's layout: rules_config.py (kept apart for size), read here as one namespace.
from .rules_config import (  # noqa: F401
    CONFIG_VALUE, CONFIG_NOT, ASSISTANT_SET, VALUE_NOW, VALUE, VALUE_SET, VALUE_REQUEST, VALUE_OF_IT, I_DID,
    WE_USE, HOW_TO, MEASURED, WORK_COUNT, SETTING, PLAN, CODE_TOKEN, LAYOUT, STACK_IS, PROJECT_QUESTION,
    RUN_OUTPUT, EXPLAIN_QUESTION, RESULT, DONE_SETTING, SHORT_CHOICE, CHOICE_THEN_HOW, NEXT_TOPIC, OWN_SCHEDULE, OFF_FOR_NOW, OWN_EVENING, OBSERVED,
    LOSS, COMPARED, GRUMBLE, MOMENT_NOTE, OPTIONS_LABEL, QUESTION_LEAD, UNMARKED_QUESTION, MAKE_SURE, MAKE_SURE_ALWAYS,
    CONSEQUENCE, CODE_SETTING, CORRECTED_VALUE, OUTDATED_NOW, BANTER, REPORT_OPENER, ALSO_NOW, MEMORY_SHORTCUT, TAG_QUESTION,
    TEST_OUTCOME, TOPIC_LEADS, TOPIC_TURN, KEEP_DECISION, ORDER_ON_IT, WHEN_IT_HAPPENS, REASON_FOR_CHOICE,
    QUANTITY, SET_VERB, TIMED, ELSEWHERE, VALUE_SAID, RUN_IT, NOT_OURS, PURPOSE_CLAUSE, GUESSING, WHEN_TO_DO, OWNS_UP, HOW_MUCH, OUR_IDENTIFIER, SHORT_VALUE_OF_IT, JOKE_END,
)
from .rules_project import (  # noqa: F401 -- what a project is and has: same namespace
    _TECH_ALT, COMMAND, COMMAND_FAILED, CONSISTENT, COMMAND_PURPOSE, DEV_SERVER, EVENT, LOCAL_URL, NO_RULE, PASTED_ERROR, PATH_FACT,
    PORT, SESSION_DAY, SHELL_TOOLS, STACK_VERB, TAGS, TECH, VERSION, VERSION_IS, VERSION_TOPIC, VERSION_UPDATE,
    NO_LONGER, RULED_OUT, SCRATCH_FILE, POINTER, OFFERED_PROPERTY, WORKFLOW_STEP, WRAP_UP)
from .rules_remember import (  # noqa: F401 -- requests to remember, how the agent should answer: same namespace
    ANSWER_STYLE, ASKS_THE_AGENT, KEEP_IT, REMEMBER, REMEMBER_ANYWHERE, REMEMBER_ASIDE, REMEMBER_BACK, REMEMBER_INTRO, REMIND_TO,
    SAID_TO_STAND)

_I = re.I


# -- text that is never the user's own words (harness-injected instruction files, summaries) ----
HARNESS = re.compile(
    r"\A\s*(?:#\s*(?:AGENTS|CLAUDE)\.md|<(?:user_instructions|environment_context|instructions|permissions"
    r"|command-(?:name|message|args)|local-command)|Caveat: The messages below"
    r"|This (?:session|conversation) is being continued from a previous conversation"
    r"|Contents of \S*(?:CLAUDE|AGENTS)\.md|Base directory for this skill)", _I)

# -- preferences: user turns only -------------------------------------------------------------
_STANDING_LEAD = r"from now on|(?<!weeks )(?<!week )(?<!days )(?<!day )(?<!months )(?<!month )(?<!hours )from now(?= i\b| we\b| always\b| every|\s*[:,]\s)" \
                 r"|going forward(?! with\b)|in (?:the )?future|in general|as a rule|by default" \
                 r"|for the rest of (?:this|the) (?:audit|project|repo|codebase|release|migration|port|rewrite)" \
                 r"|(?:in|on) this (?:project|repo|repository|codebase)|for always|for all times?" \
                 r"|from today(?: on(?:wards?)?)?(?=\s*:|\s+(?:on|we|i|you|always|never|every|all|no)\b)" \
                 r"|(?:starting|as of) (?:today|now)(?=\s*[:,])"
# "dlx.<queue> is our rule now, every queue we own": the team's rule, said as one
_OUR_RULE = r"(?:is|are) our (?:new )?(?:rule|standard|convention|policy)(?: now)?"
# ("one thing for always: …", "you did it again. from today: never touch …", "starting today, …")
# What follows "always"/"never" when no rule is said: "never mind", "never seen that", "always fun".
_NO_RULE_AFTER = (r"mind\b|again\b|seen\b|been\b|heard\b|had\b|thought\b|knew\b|happens?\b|before\b"
                  r"|something\b|anything\b|fun\b|the same\b|a (?:pain|joy)\b|so\b"
                  # "I never liked this lib", "never done dbt before tbh": what was or was not, not a rule
                  r"|(?:liked|loved|hated|wanted|used|tried|trusted|cared|understood|got|did|was|were|worked|noticed"
                  r"|done|written|touched|needed|dealt|played|gotten)\b"
                  r"|[^.;,!?\n]*\bbefore\s*(?:tbh|lol|honestly|either|really|yet)?\s*(?:[.,;!?)]|$)"
                  # "I never remember the jq syntax": the person's own memory ("always remember that …" is a rule)
                  r"|(?<=never )(?:remember|recall)\b")
# "alwyas run the importer tests …": the two words a rule turns on, as people mistype them
ALWAYS_NEVER = r"(?:always|never|alwyas|allways|alwasy|alawys|awlays|alwys|alway|nevr|nver|neevr)"
PREFERENCE = [re.compile(p, _I) for p in (
    r"\bi(?:'d| would)? (?:really |much |strongly )?prefer\b", r"\bmy preference is\b",
    r"\bi (?:always|never|usually) (?:use|want|prefer|run|write|keep|put|go with)\b",
    rf"^(?:please,? )?{ALWAYS_NEVER} (?!{_NO_RULE_AFTER})\w+",  # "never seen that error before", "always fun"
    r"^(?:please,? )?(?:don't|do not|avoid|stop) (?!worry|forget|know|mind|bother|think|see|understand|get\b)\w+",
    r"\b(?:you|we) should (?:always|never)\b",
    r"^(?:and |but )?(?:you|we) (?:have to|must|need to) (?:always )?use (?:the |our )?[\w`.-]+",  # "you have to use the preset, `cmake --preset …`"
    r"\bmake sure (?:to|you) (?:always|never)\b",
    rf"\b(?:{_STANDING_LEAD}),? (?:please )?(?:always |never |don't |do not |use |keep |avoid |prefer )",
    rf"^(?:please,? )?(?:{_STANDING_LEAD}),? (?:please,? )?[a-z]+\b(?<!\bi)",  # "From now on, restart it after ..."
    r"^(?:please,? )?(?:use|prefer) [\w.+#-]+(?: [\w.+#-]+)?,? (?:not|rather than|instead of|over) [\w.+#-]+",
    # what the agent must clear first: "ask before deleting any files", "always ask me before pushing"
    r"^(?:please,? )?(?:always )?(?:ask|check with) (?:me )?(?:first )?before \w+ing\b",
)]
# One-off instructions are not durable preferences ("yet another account" is one more of them, not "not yet").
TRANSIENT = re.compile(r"(?<!\beven )(?<!\bnot )\b(?:yet(?! (?:another|again|more)\b)|for now|right now|this time|(?:just )?this once|just for today|at the moment(?! (?:of|when|it|that|the)\b)"
                       r"|in this (?:pr|commit|file|function|test)"
                       # "we decide at the meeting. don't change anything in the pipeline": hands off for now
                       # ("don't touch anything under vendor/" names a place and holds)
                       r"|\b(?:don'?t|do not) (?:change|touch|modify|commit|push|delete) anything\b(?![^.;\n]*\b[\w.-]+/)"
                       r"|for this (?:pr|commit|file|function|test|task)|temporar(?:y|ily)|still being (?:argued|discussed|debated|decided)"
                       # "run all tests once more": the request is repeated for this moment
                       r"|once more|one more time|once again"
                       # "it is only a draft, do not link it anywhere": a thing not finished says nothing that stands
                       r"|(?:is|'s|only|just|still) (?:only |just |still )?an? (?:draft|wip|work in progress|sketch|placeholder)\b(?!\s+(?:of|for)\b))\b", _I)
# A request about the edit at hand is not a durable preference or decision, unless it says it
# stands ("from now on", "always", "in this project"). Three signs of such a request:
# chatter that only looks like a rule ("never mind", "don't worry") ...
CHATTER = re.compile(r"\bnever ?mind\b|\bnvm\b|\bno worries\b|\bmy (?:bad|mistake)\b|(?<!n't )(?<!dont )(?<!not )(?<!\bi )(?<!\bwe )(?<!\bme )(?<!always )(?<!ever )\bforget (?:it|that|about)\b"
                     r"|\bdon'?t worry\b|\bdon'?t bother\b(?! (?:\w+ing|with)\b)|\bhappy to help\b|\bnote taken\b|\bjust curious\b|\bout of curiosity\b", _I)
# ... deictic references to the immediate context ("that file", "here", "above", "it" as the
# object: the note would not make sense outside this conversation) ...
# "doesn't matter, …", "either way is fine": a reply that declines to pick
NO_MATTER = re.compile(r"^\W*(?:(?:it\s+)?(?:doesn'?t|does not) matter|no matter|whatever|either (?:way|is fine)|don'?t care)\b", _I)
DEICTIC = re.compile(
    r"\b(?:this|that|these|those|the same|the other) (?:file|function|method|class|line|lines|test|change|changes|one"
    r"|ones|part|block|snippet|bit|section|step|error|warning|output|command|component|loop|variable|import|name"
    r"|branch|diff|hunk|edit|commit|version|thing|stuff|approach|ticket|task|issue|bug|pr|case|page|screen)s?\b"
    # ("nobody here wants a build step": "here" is the team, not a place in the conversation)
    r"|(?<!nobody )(?<!no one )(?<!everyone )(?<!everybody )(?<!people )(?<!anyone )(?<!someone )(?<!folks )"
    r"\b(?:here|above|below)\b|\b(?:anything|everything|nothing) else\b"
    r"(?! (?:lives?|goes|go|belongs?|sits?|is (?:kept|stored)) (?:in|under|at|into|inside)\b)|\bagain\b"  # ("nothing else lives under x/")
    # "don't add anything, it was the VPN": an action with no object worth keeping
    r"|\b(?:add|change|touch|do|install|delete|remove|create|write|fix|commit|push|edit) (?:anything|something"
    r"|nothing)\b(?= *(?:[.,;!]|$))"
    # "commit all that pls": everything just done, not a kind of thing
    r"|\ball (?:of )?(?:that|this|those|these)\b(?= *(?:[.,;!]|$|pls\b|please\b|now\b|and\b))",
    _I)
# "it"/"them" as the object ("revert it", "leave them as is") points at the conversation, unless the
# sentence named the thing before ("node stays pinned at 20.11 via .nvmrc, don't bump it").
PRONOUN_OBJECT = re.compile(r"\b(?!is\b|was\b|prefer\b)[a-z]+ (?:it|them)\b"
                            r"(?= *(?:[.,;!]|$|out\b|back\b|now\b|please\b|and\b|as is\b))", _I)
# ... and a request for an action now: "please" with a verb that is not a standing policy verb
# ("please restart the server" vs "please use pnpm"), or "stop <thing>" rather than "stop <doing>".
REQUEST_LEAD = re.compile(r"^(?:please,? )?(?P<verb>[a-z']+)\b", _I)
POLICY_VERBS = frozenset(("use", "prefer", "avoid", "keep", "write", "put", "name", "format", "follow", "stick",
                          "don't", "do", "never", "always", "make", "let's", "we", "i", "i'd", "you", "from",
                          "going", "in", "as", "by"))
# "…, ok?" asks for agreement with what was said, not a question about it.
# A task handed over now: "next: we need the reminders", "can you take a look".
_WORK_TODAY = r"^\W*(?:(?:hi|hello|hallo|hey|so|ok(?:ay)?|alright)\W+)?(?:today|tonight|this (?:morning|afternoon|evening)),? (?:we|i)\b"
TASK_REQUEST = re.compile(r"^\W*(?:next|now|last|first)\s*[:,]|\b(?:can|could|would) you\b"
                          # the session's work, said as what we do now: "today we make the migration for the
                          # waiting list", "we need to containerise the worker", "let's implement the pagination"
                          rf"|{_WORK_TODAY}"
                          r"|^\W*(?:so,? )?(?:we|i) (?:need|want|have) to (?:implement|build|write|create|containeri[sz]e"
                          r"|port|refactor|rewrite|set up|finish|start|tackle|work on)\b"
                          # ("let's write an ADR: we use event sourcing …" records a decision)
                          r"|^\W*let'?s (?:now )?(?:implement|build|write(?! (?:an? |the )?(?:adr|decision|down|note|rule)\b)|create"
                          r"|start|finish|tackle|work on)\b", _I)
# "two things tonight: …" lists the work at hand, it is not an event of the project.
TASK_LIST = re.compile(rf"\b(?:two|three|four|a few|few|a couple of|some) (?:small )?things\b|{_WORK_TODAY}", _I)
# One's own plan for the next hours is not an event of the project ("I'll check tomorrow").
PLAN_NOW = re.compile(r"\b(?:i'll|i will|i'm going to|can you|could you|let me)\b", _I)
# A message that asks for help with a problem ("can you take a look", "whats going on", "any idea why?").
ASKS_HELP = re.compile(r"(?:^|[\s.,;!])(?:any )?(?:ideas|thoughts|suggestions)\s*\?|\bcan (?:we|you|u) (?:somehow |maybe )?(?:fix|stop|avoid|prevent|delay|dedupe|solve)\b"
                       r"|\b(?:can (?:you|u) (?:take a look|have a look|look|check|dig|help|investigate|figure)"
                       r"|what'?s going on|whats going on|any ideas?\b|dig into|look into (?:it|this)|take a look"
                       r"|why (?:is|does|do|did|would)\b[^.]*\?|how come\b"
                       # "no idea where to start", "stumped": a problem told for help, not a fact
                       r"|no (?:idea|clue) (?:where|why|what|how)\b|\bnot sure (?:where|why) |\bstumped\b"
                       # "tracing is a mess. … we need sampling": a problem told, and the kind of fix it wants
                       r"|\bis a (?:mess|disaster|nightmare)\b|\bwe need (?:some |a |an |proper |real )?[\w-]+\W*$)", _I)
# "… has duplicates since we switched it to incremental": a choice named as when a problem began
IN_THE_PAST = re.compile(r"\b(?:since|ever since|after|when|before|until)\s+(?:\w+\s+){0,2}$", _I)
# A choice put off: "maybe we switch to pnpm at some point, not now" decides nothing yet.
DEFERRED = re.compile(r"\b(?:at some point|some ?day|eventually|one day|not now|not yet|not tonight|down the (?:line|road)|later on"
                      r"|(?:in|for) (?:a|the) (?:later|next|future) (?:release|version|sprint|milestone))\b", _I)
STOP_THING = re.compile(r"^(?:please,? )?stop (?!\w+ing\b)", _I)
# A rule said with insistence: "don't ever put floating point in an ISR", "we do NOT change anything in
# copybooks/, ever", "under no circumstances", "once and for all".
_EVER = r"\b(?:(?:don'?t|do not|never) ever|under no circumstances|once and for all|only ever)\b|,\s*(?:ever|always|no exceptions)\b(?=\s*(?:[.,;!—–-]|$))"
STANDING = re.compile(rf"\b(?:{_STANDING_LEAD}|always|never|every time|whenever|each time|in (?:all|every|any) "
                      rf"(?:of )?(?:my|our|the)? ?\w+|across (?:the|all)|by convention|{_OUR_RULE})\b|{_EVER}", _I)
# A decision is a choice of tool, library or approach for the project, not of a construct in the
# code at hand ("a for loop instead of map", "a ternary") nor a change to one's own life or things
# ("I switched my laptop to Linux", "I moved to Berlin").
# "I remember why we picked SwiftData not Core Data": the choice is the team's, told by one of them
WE_BEHIND_I = re.compile(r"^i (?:remember|recall|know|think|guess|believe)(?: (?:why|that|how|when))? (?=we\b)", _I)
CODE_CONSTRUCT = re.compile(r"\b(?:for|while|do) loops?\b|\bif(?:/else)? statements?\b|\bternar(?:y|ies)\b"
                            r"|\b(?:list|dict|set) comprehensions?\b|\bearly returns?\b|\b(?:local |temp )?variables?\b"
                            r"|\bswitch statements?\b|\bguard clauses?\b"
                            # a package's function: "switched to `require.Equal`", "`strings.Builder`"
                            r"|(?-i:`[a-z]\w*\.[A-Z]\w*(?:\(\))?`)", _I)
PERSONAL = re.compile(r"\b(?:switch|switched|switching|move|moved|moving|migrated|change|changed|changing) my"
                      r" (?!(?:project|repo|repository|codebase|app|service|team|code)\b)", _I)
# "I" deciding something is about the project only when it names what ("I switched to poetry"):
# a known tool, a code-like token, or the project itself.
SINGULAR_DECISION = re.compile(r"^(?:i|i've|i'll|i'm)\b", _I)
# What says why a version is kept: "until they fix the ESM export", "5 breaks our plugin".
REASON_WORD = re.compile(r"\b(?:until|because|since|as long as|breaks?|broke|broken|so that|otherwise|due to)\b", _I)
# A preference said to hold beyond this project: "that goes for every session", "in all my repos".
EVERY_PROJECT = re.compile(r"\b(?:every|all|any) (?:(?:of )?my |other )?(?:sessions?|projects?|repos(?:itories)?|codebases?)\b"
                           r"|\beverywhere\b|\bwherever\b|\bin general\b", _I)
PROJECT_HINT = re.compile(r"\b(?:this|our|the) (?:repo|repository|project|codebase|app|service|package|module)\b"
                          r"|\bhere\b|`[^`]*[/.][^`]*`|\b[\w-]+/[\w./-]+|\b\w+\.(?:py|ts|tsx|js|json|toml|ya?ml|md)\b", _I)

# -- decisions ----------------------------------------------------------------------------------
# "decision: Unleash, self-hosted.", "final call: Caddy": a choice after its label
DECISION_LABEL = re.compile(r"(?:^|[.!;]\s+)(?:(?:ok(?:ay)?|so|then|right|alright),?\s+)?(?:my |our |the |final )?"
                            r"(?:decision|verdict|final call)\s*:\s*(?=\S)", _I)
DECISION = [re.compile(p, _I) for p in (
    r"\b(?:we|i)(?:'ll| will| are going to|'re going to|'re gonna) (?:use|go with|switch to|stick with|adopt"
    r"|keep using|move to|standardi[sz]e on)\b",
    r"\blet'?s (?:go with(?! (?:that|it|this|them|those)\W*$)|switch to|stick with|adopt|standardi[sz]e on|use \S+(?: \S+)? (?:for|instead))\b",
    r"\b(?:we|i) (?:decided|agreed|chose|settled)(?: (?:in|at|during) [\w -]{3,30}?)? (?:to|on)\b",  # "… in the team meeting on X"
    r"\b(?:we|i)(?:'ve| have)? (?:switched|moved|migrated)\b.*\bto\b",
    # "back to month partitions: PRIMARY KEY ((msisdn, yyyymm), …)": a choice taken up again, with how
    r"(?:^|[.;]\s+)(?:(?:ok|so|then|fine)\W+)*(?:let'?s )?(?:go |switch |move )?back to (?:the )?[\w -]{2,40}?:\s*\S",
    r"\b(?:use|using) \S+(?: \S+)? instead of\b",
    # "so no QR, use Code 128, the till reads the coupon code from it fine": one taken back, the other taken
    r"(?:^|[.;]\s+)(?:(?:ok|so|then|fine)\W+)*no (?!(?:one|way|need|idea|problem|rush|worries)\b)[\w.+#-]+(?: [\w.+#-]+)?,\s*(?:use|go with|switch to)\s+\S",
    r"\b(?:we|i) no longer (?:use|need)\b",
    r"\bwe(?:'re| are) going with\b", r"\bwe(?:'re| are) not (?:mixing|adding|introducing|bringing in|pulling in) \S+",
    # Keeping the current choice against an alternative is a decision too ("we keep server-side
    # sessions because…"), as is pinning a value ("let's pin the MSRV at 1.75").
    r"(?<!\bwhat )(?<!\bwhich )\bwe(?:'re| are)? (?:keep|keeping|stay|staying) (?!\w+ing\b)(?:with |on )?\S+",  # not "we keep getting …", "what we keep"
    r"\blet'?s (?:pin|keep|stay (?:on|with)|standardi[sz]e)\b",
    # "let's write an ADR: we use event sourcing for the ledger": what a decision record records
    r"\b(?:ADR|decision record)(?: \d+)?\s*:\s*\S",
    DECISION_LABEL.pattern,
    r"^\W*(?:(?:ok(?:ay)?|so|then),? )?(?:stay|stick) (?:on|with) [\w.+#-]+ until\b",  # "stay on 4.x until they fix the ESM export"
    # "we're pinned to Nim 2.0.8 because …", "for max HR don't use 220-age, use Tanaka"
    r"\bwe(?:'re| are) pinned (?:to|at|on)\b", r"\bdon'?t use [\w.+#-]+(?: [\w.+#-]+)?,? (?:use|go with|take)\b",
    r"\bwe(?:'re| are) (?:moving|switching|migrating) (?:off|away from|from|to|over to)\b",
    # "so we're definitely on hilt then", "we're with Postgres": the choice in force.
    r"\bwe(?:'re| are) (?:definitely|now|still|sticking) (?:on|with) (?!it\b|the way\b|track\b|board\b|call\b|the same\b"
    r"|our way\b|my\b|your\b)[\w.+#-]{2,}",
    # "no. post-training quantization it is, with the 500 clips": a pick in the idiom, at a clause start
    r"(?:^|[.,;:!]\s+)(?:(?:ok(?:ay)?|so|then|fine|alright),?\s+)?(?:(?!(?:that|this|how|what|which|where|as|if|when"
    r"|but|because|it|there|here|so)\b)(?![\d.]+ it is)[\w.+#/-]+ ){1,4}it is\s*(?:[,.;!]|$)",  # not "0.79 it is", a result taken
)]
# A choice said with what it was chosen over ("let's use pnpm rather than npm", "uv for everything
# python, not pip", "we went with Caddy instead of nginx", "switch the queue to SQS"). These words are
# common outside code too ("we went with pizza instead of sushi"), so the sentence must also name
# something technical (see signals.is_technical).
CHOICE_OVER = [re.compile(p, _I) for p in (
    r"\b(?:we|i) (?:went|go|are going|'re going) with [\w.+#-]{2,}",
    r"\b(?:use|using|pick|picked|chose|choose|prefer|switch(?:ed)? to|migrat(?:e|ed) to|go with)\b[^.;?]{0,40}?"
    r"(?:\binstead of|\brather than|,\s*not)\s+(?!the\b|an?\b|this\b|that\b|my\b|your\b)[\w.+#-]{2,}",
    r"^(?:please,? )?(?:switch|migrate) (?:[\w.-]+ ){0,3}(?:to|over to) (?!the\b|an?\b|my\b|your\b|this\b|that\b)"
    r"[\w.+#-]{2,}",
    # "why we picked SwiftData not Core Data": a choice told as history, with what it beat
    r"\b(?:picked|chose|settled on|opted for|went with)\s+`?[\w.+#-]{2,}`?(?:\s+[\w.+#-]+)?,?\s+(?:not|over)\s+"
    r"(?!the\b|an?\b|this\b|that\b|my\b|your\b)[\w.+#-]{2,}",
    # "the default branch is trunk, not main"
    r"\b(?:is|are|stays?)\s+(?:on\s+|in\s+)?`?[\w.+#/-]+`?,?\s+not\s+(?!the\b|an?\b|really\b|sure\b|yet\b|that\b"
    r"|this\b|so\b|too\b|very\b|just\b|only\b)[\w.+#-]{2,}",
)]
TECH_NOUN = re.compile(r"\b(?:queue|database|db|cache|server|framework|library|lib|package|tool|api|service|broker"
                       r"|orm|runner|bundler|linter|formatter|cluster|bucket|driver|client|sdk|runtime|language"
                       r"|registry|proxy|scheduler|storage|backend|frontend|ci|deploy\w*|tests?|branch|repo|image"
                       r"|region|env|environment)\b", _I)
# Assistants narrate plans all day; only a change already made counts as a decision from them.
# ("I moved it up next to `api`" places a block in a file: no choice of the project's)
# A report that opens with the change ("Switched to megaparsec; errors now point at …") says it too.
ASSISTANT_DECISION = re.compile(r"(?:\b(?:i|we)(?:'ve| have)? |^\W*)(?:switched|migrated|moved) (?!on\b|(?:the )?next\b)"
                                r"(?!(?:it|them|this|that) (?:up|down|next|above|below|back|over)\b)(?:[\w.-]+ ){0,3}"
                                r"(?:from [\w.-]+ )?to\b", _I)
# What a decision moved away from, so it can UPDATE the note that recorded the old choice.
REPLACES = [re.compile(p, _I) for p in (
    r"\bfrom (?:the |a |an )?(?P<old>[\w.+#-]+(?: [\w.+#-]+)?) to\b",
    r"\binstead of (?:the |a |an )?(?P<old>[\w.+#-]+)",
    r"\bno longer (?:use|using|need) (?:the |a |an )?(?P<old>[\w.+#-]+)",
    r"\breplac(?:e|ed|ing) (?:the |a |an )?(?P<old>[\w.+#-]+) with\b",
)]

# -- solutions ----------------------------------------------------------------------------------
SOLUTION_PAST = [re.compile(p, _I) for p in (
    r"\bthe (?:real |actual )?(?:fix|solution|workaround|trick) (?:was|turned out to be)\b",
    r"\b(?:fixed|solved|resolved) (?:it|this|that|the (?:[\w-]+ ){0,2}(?:issue|bug|problem|error|failure|crash"
    r"|tests?)) by\b",
    r"\b(?:it|this|that|everything|the build|the tests?) works? now (?:after|that|because|since|with)\b",
    r"\bthe (?:real |actual )?(?:root )?cause was\b",  # "no, that's not it. the real cause was the cert expiring"
    r"\bthe (?:problem|issue|bug|error) was (?:that|caused by|due to|because)\b",
    r"\bturned out (?:to be|that)\b",
)]
# Present tense from the user states a known fix; from an assistant it is usually a guess.
SOLUTION_USER = [re.compile(p, _I) for p in (
    r"\bthe (?:fix|solution|workaround|trick) (?:is|for this is)\b",
    r"\bthe (?:root )?cause is\b",
    r"(?:^|[.!;]\s+)(?:the )?root cause\s*:\s*\S",  # "root cause: the column was dropped in the same deploy …"
)]

# -- assistant commitments and recommendations -------------------------------------------------------
COMMITMENT = re.compile(r"\b(?:from now on|going forward|in (?:the )?future),? i(?:'ll| will)\b"
                        r"|\bi(?:'ll| will) (?:always|never|remember to)\b", _I)
RECOMMENDATION = re.compile(r"\bi(?:'d| would)? (?:strongly )?recommend\b|\bmy recommendation is\b"
                            r"|\bthe (?:recommended|best) (?:approach|option|practice) (?:is|here is)\b", _I)

REDACTED = re.compile(r"\[REDACTED:")

# A standing marker anywhere in a user sentence ("The dashboard runs on port 3001 from now on").
STANDING_ANYWHERE = re.compile(rf"\b(?:from here on|{_STANDING_LEAD}|{_OUR_RULE})\b|{_EVER}|{SAID_TO_STAND}", _I)
# "two conventions while we're here.": a short sentence that announces the rules that follow it.
ANNOUNCE = re.compile(r"\b(?:two|three|four|a few|some|a couple of|one more|another|new|our)\s+(?:[\w-]+\s+)?"
                      r"(?:conventions?|rules?|guidelines?|polic(?:y|ies)|standards?)\b(?![^.]*\?)", _I)
# -- causes and fixes stated by an assistant that made the change ---------------------------------
CAUSE_PRESENT = re.compile(r"\bthe (?:root )?cause (?:is|here is)\b|\bthe (?:problem|issue|bug) is (?:that|caused by)\b"
                           r"|\bthe fix (?:is|was) to\b", _I)
# A sentence after a cause that says what was done about it.
FIX_FOLLOW = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:fixed|changed|raised|lowered|removed|replaced|moved|made|set"
                        r"|added|updated|switched|bumped)\b|\bthe fix (?:is|was)\b|\bfixed (?:it|this) by\b"
                        r"|^(?:fixed|changed|raised|removed|replaced|moved|set|added|updated)\b", _I)

# -- proposals an assistant makes, and a user accepting one ---------------------------------------
PROPOSAL = re.compile(r"\b(?:i|we)(?: would|'d)? (?:suggest|propose|recommend)\b"  # "I'd suggest" too
                      r"|\bmy (?:suggestion|recommendation)(?: would be| is|:)"
                      r"|^\W*(?:my )?(?:proposal|plan)(?: for [\w.` -]{2,40})?\s*:"  # "Proposal for write_interim: Zarr v3, …", "Plan: a failover gateway …"
                      r"|^\W*proposed (?:layout|plan|setup|config(?:uration)?|schema|design|settings|values|defaults|limits|mapping|naming|format|schedule)(?: for [\w.` -]{2,40})?\s*:"
                      r"|\bwe could (?!also\b)\w+|\bit(?:'d| would) be (?:better|worth|cleaner|simpler) to\b"
                      r"|\bthe (?:\w+ )?(?:fix|solution) (?:is|would be) to\b"
                      r"|\bi (?:can|could) (?:also )?(?:add|set up|enable) (?:a |an )?\S+ (?:rule|check|hook|guard|constraint)\b"
                      # "I'd add a step to the package job in CI that fails when the .vsix is over a size limit"
                      r"|\bi(?:'d| would) (?:also )?add (?:a |an )?(?:\S+ )?(?:step|check|job|gate|guard) (?:\S+ ){0,6}?(?:that|which) (?:fails|blocks|rejects)\b"
                      r"|\bi(?:'d| would) (?:also )?(?:change|switch|make|set|move|rename|pin|replace|turn|keep it to|limit it to"
                      r"|put|run|store|publish|emit|send|introduce|split|take|load|feed|wrap|cache)\b"  # "I'd put the cache on a separate Redis instance …"
                      r"|\bi(?:'d| would) do [^.:;?!\n]{2,30}:\s|\bi(?:'d| would) (?:do|go with|take|pick|use) (?:option )?\(?[1-9a-e]\)?(?=[\s;:,.]|$)"  # "For 1 I'd do two layers: a Postgres trigger …, and a read-only admin"
                      r"|\bi (?:could|can) (?:also )?(?:switch|move|migrate|replace)\b"  # "I could switch these mutexes to parking_lot"
                      r"|\bi(?:'d| would)? lean(?: (?:towards?|to|for))?\s+(?!on\b|to\b|towards?\b|for\b|(?:option\s+)?\(?[1-9a-e]\)?(?:[\s,;:.]|$))"  # "I'd lean HALF_EVEN because …"
                      rf"|{OFFERED_PROPERTY.pattern}"  # "Should I also make `joined_at` read-only in the admin …?"
                      # "I'd also like a convention: every new posting type gets a proptest … OK?"
                      r"|\bi(?:'d| would) (?:also )?like (?:a|an|to (?:add|use|make|set|introduce|adopt))\b"
                      # "Split by year instead: …", "Physics should run on a fixed timestep …", "3e-4 with
                      # cosine decay is the usual safe choice"
                      # "Instead of a long-lived CARGO_REGISTRY_TOKEN secret, crates.io supports trusted publishing"
                      # "A `blocked_dates` setting in the theme editor would let Margaux add them herself"
                      r"|^\W*(?:a|an) [^.;]{3,60}? would (?:let|allow|make|give|save|spare)\b"
                      r"|\binstead\s*:|^\W*instead of (?:a |an |the )?[^,.;]{3,50},|\b(?:should|ought to) (?:run|use|go|live|be split|be done) (?:on|with|in|through|by)\b"
                      r"|\bis the (?:usual |standard )?(?:safe|safer|safest|sane|sensible) (?:choice|default|bet)\b"
                      # "Proposal: bucket `ll-state` in eu-central-1, one key per env …": a labelled proposal
                      r"|^\W*(?:my )?(?:proposal|suggestion|recommendation|plan)\W*:\s*(?!i\b|i'|first\b|let me\b)\S", _I)
ACCEPT = re.compile(r"^(?=[^.!?\n,]{3,40},\s*(?:yes|yep|agreed|ok)\W*(?:[.!\n]|$))"  # "chunks like that, yes."
                    r"|^(?:(?:never ?mind|nvm)(?: then)?,?\s+(?=do\b))?"  # "never mind then, do the fixed step"
                    r"(?:yes|yep|yeah|sure|ok(?:ay)?|kk?|haan|ja|oui|evet|sim|agreed?|sounds good|good idea|go ahead|go for it|do it|do that|fine(?=\W+go\W*$)"
                    # "fine, those numbers.", "fine, TWCS with 7 day windows": takes what was proposed
                    r"|fine(?=[,.!]?\s+(?!but\b|i\b|i'?ll\b|whatever\b|thanks\b)\S)"
                    r"|do the \w+|let'?s do(?: that| it)?|(?:let'?s )?go with (?:that|it|this|your \w+)|makes sense|perfect|great)\b(?![^.]*\b(?:not now|later|maybe|next "
                    r"(?:week|sprint|time)|but not)\b)", _I)

# -- standing rules stated in passing: user turns ------------------------------------------------
# People state rules mid-sentence, after a label or a dash ("important though: never run terraform
# apply from a laptop", "good call — always redact cookies"). A sentence is cut into clauses at
# punctuation and joining words, and each clause is checked for a rule's opening.
CLAUSE_START = re.compile(r"(?:^|[,;:(]\s*|\s[—–-]{1,2}\s*)(?:(?:and|but|also|so|plus|though|then|just|oh)\b,?\s*)*"
                          r"(?:please,?\s*)?"
                          # "can you make sure you always add …", "be sure to never …": the rule follows
                          rf"(?:(?:(?:can|could|would|will) (?:you|u)\s+)?(?:pls\s+|please\s+)?{MAKE_SURE})?", _I)
# "always <verb>" / "never <verb>" opening a clause; not "never mind", "never seen that", "never locally".
CLAUSE_RULE = re.compile(rf"(?:always|never)\s+(?!{_NO_RULE_AFTER})(?![a-z]+ly\b)(?![a-z]+ed\b)\S"
                         r"|(?:don'?t|do not)\s+(?:ever\s+)?(?!worry|forget|know|mind|bother|think|see|understand|get\b|expect\b"
                         r"|need\b|have\b|care\b|remember\b)[a-z]{2,}\b", _I)
# "we never take…", "we use pino everywhere", "we store money as int64 … and never as float64".
# ("we always have this problem on mondays" tells of trouble, not a rule)
WE_ALWAYS = re.compile(r"^\W*(?:[^:.;]{0,30}:\s*)?(?:(?:and|so|but|no)\W+)?we (?:don'?t|do not) use (?!it\b|that\b|this\b|them\b)\S+"
                       r" (?:in [\w.-]+ (?:at all|anywhere)|anywhere|at all)\b"  # "we don't use lombok in fnol-intake at all"
                       r"|\bwe (?!can |could |may |might )(?:\w+ )?(?:always|never)\b(?! mind\b)(?! (?:seem|tend|end up|manage|get|hit|forget|run into"
                       r"|have (?:this|that|these|those|the same|a|an|some) (?:\w+ )?(?:problems?|issues?|bugs?|trouble"
                       r"|errors?|pain|fights?|mess))\b)"
                       # "slither always gets run with --exclude-dependencies", "prod never gets a manual apply"
                       r"|(?<!\bit )(?<!\bthis )(?<!\bthat )(?<!\bhe )(?<!\bshe )(?<!\bthey )\b[a-z][\w.-]+ (?:always|never)"
                       r" gets? (?:run|built|deployed|applied|tested|checked|reviewed|merged|pushed|tagged|signed)\b"
                       # "the activation code is never logged anywhere": what is never done to a thing
                       r"|\b(?!(?:it|this|that|he|she|they|there)\b)[a-z][\w.-]+ (?:is|are) (?:never|always) (?:logged|stored|committed"
                       r"|cached|sent|shared|printed|exposed|written|deleted|pushed|deployed|shown|encrypted|hashed|signed|reviewed)\b"
                       # "the gateway play always runs with serial: 1": how a thing is run, every time
                       r"|\b(?!(?:it|this|that|they|he|she|we|you|i)\b)[a-z][\w.-]+ (?:always|never)"
                       r" (?:runs?|deploys?|ships?|builds?|starts?|connects?|goes) (?:with|on|through|via|against|from)\b"
                       # "hotfix tags always stay on the release branch", "secrets never live in the repo"
                       r"|\b(?!(?:it|this|that|they|he|she|we|you|i)\b)[a-z][\w.-]+ (?:always|never)"
                       r" (?:stay|live|belong|sit|carry|point|goes|gets) (?:on|in|to|with|under|at|a|an|the|into|onto|near)\b"
                       r"|\bwe (?:use|store|keep|run|write|put|deploy|name|log|ship|generate|commit|tag|format|pin"
                       r"|build|test)\b[^.;,]*\b(?:everywhere|always|never|only)\b", _I)  # within its clause
# "X must …", "tests must never…", "every resource should be tagged…": an obligation that stands.
MODAL_RULE = re.compile(r"(?<!\bit )(?<!\bthat )(?<!\bthis )(?<!\byou )(?<!\bthey )(?<!\bthere )(?<!\bhe )(?<!\bshe )(?<!\bi )"
                        r"\bmust\b(?!'ve| have\b)"  # "it must have been great" guesses; "I must explain him the code" is a task
                        r"|(?<!\bi )\b(?:should|has to|have to|needs? to)\b[^.;]*\b(?:always|never|only|everywhere)\b"
                        # "it has to be at least 1.9 between successive grids": a bound that holds from now on
                        r"|\b(?:has|have|needs?) to (?:be|stay|remain) (?:at least|at most|under|below|above|over|no more than"
                        r"|less than|more than|within) [~≈]?\d"
                        # "the analytic tests get rtol 1e-8", "staging gets replicas: 2": what a setting is for a group
                        r"|^\W*(?:(?:and|so)\W+)*(?:(?:since|now|because) [^,]{3,40},\s*)?(?:the |all |our |every )?[\w-]+(?: [\w-]+)? gets? (?!\w+ed\b)(?!it\b|a bit\b)[A-Za-z_][\w.-]*:? `?[~≈]?\d[\w.:-]*`?\W*$"
                        r"|\b(?:every|each|all|any)\s+[a-z][\w-]*\s+(?:\w+\s+)?(?:should|has to|have to|needs? to"
                        r"|gets?|goes|go)\b", _I)
# Who may do a thing: "only CI publishes to npm", "nobody runs npm publish from a laptop", "only Ines and
# Jonas can approve".
WHO_MAY = re.compile(r"^\W*(?:(?:and|so|but)\s+)?(?:only (?:the )?[\w.-]+(?: (?:and|or) [\w.-]+| [\w.-]+)?|nobody|no one|no-one)"
                     r" (?:ever )?(?:can |may |gets to )?(?:publish|deploy|run|push|merge|touch|write|edit|commit|release"
                     r"|approve|tag|apply|install|upload|sign)(?:e?s)?\b", _I)
# A check with its condition: "if a PR touches packages/ and has no changeset, fail", "when the bundle is
# over 5 MB, block the merge"
CONDITIONAL_RULE = re.compile(r"^\W*(?:(?:and|so|but)\s+)?(?:if|when|whenever) [^,;.?]{5,80},\s*(?:then\s+)?(?:fail|block|reject|refuse"
                              r"|abort|page|alert|warn|always|never|must|(?:don'?t|do not) (?!worry|bother|panic)"
                              # "if the audit event cannot be written, the read returns 503": the answer the system gives
                              r"|(?:the |it |we )?(?:\w+ )?(?:returns?|answers?|responds?(?: with)?|fails? with) (?:an? |with )?`?[45]\d\d"
                              r"|(?:the |our )\w+ (?:never|always|must|only))\b", _I)  # "if a line has …, the box never reboots"
# An instruction tied to a recurring moment ("before you call anything done, run …", "after each deploy").
RULE_MOMENT = re.compile(r"\b(?:before|after) (?:you |we |anyone )?(?:call|commit|push|merg|open|finish|ship|releas"
                         r"|deploy|tag|submit|mark|declar)\w*\b|\bbefore (?:every|each|any)\b|\bwhenever\b|\bevery time\b", _I)
# An imperative that covers every case ("review every migration by hand").
RULE_VERBS = ("use", "run", "keep", "put", "write", "name", "add", "format", "follow", "prefer", "avoid", "check",
              "review", "tag", "call", "commit", "push", "pin", "read", "log", "redact", "store", "test", "document",
              "update", "generate", "deploy", "lint", "merge", "rebase", "squash", "label")
UNIVERSAL_IMPERATIVE = re.compile(rf"^(?:{'|'.join(RULE_VERBS)})\b[^.;]*\b(?:every|each|any|(?<!\bit )(?<!\bthem )(?<!\bthis )all)"
                                  r"\s+(?!but\b|of it\b|the way\b|right\b)[a-z]", _I)  # ("read it all but …" reads once)
# A label that announces rules ("team conventions: …", "house rule: …").
RULE_LABEL = re.compile(r"\b(?:conventions?|rules?|polic(?:y|ies)|standards?|guidelines?|style|naming|(?<=house )law)\b"
                        r"[\w', -]{0,40}:\s*\S"  # "one rule for this harness, please respect it: no …"
                        # said after its content: "…, that's the budget for the compiler lib", "that's how all our reports look"
                        r"|\bthat'?s (?:the|our) (?:budget|limit|rule|policy|convention|standard|house style|style|format)\b"
                        r"|\bthat'?s how (?:all )?(?:our|we|this (?:project|repo|codebase)|the (?:project|repo|codebase)) \w+"
                        r"|\bthat'?s how it (?:stays|should stay|works from now on)\s*:\s*\S", _I)
# A choice said as final: "Final answer: linear phase FIR …", "… just vim.ui.select. final answer",
# "That's the design.", "That is the final one".
FINAL = re.compile(r"\bfinal (?:answer|decision|call)\b|\bthat(?:'?s| is) (?:the|my|our) (?:final )?(?:design|plan|decision"
                   r"|call|choice)\b|\bthat(?:'?s| is) the final one\b|\bdecision made\b|,\s*that(?:'?s| is) final\W*$|(?:^|[.!;]\s+)\W*final\W*$", _I)
# A stated process ("the process is: …", "our release workflow is …").
PROCESS = re.compile(r"\b(?:the|our) (?:[\w-]+ )?(?:process|workflow|procedure|steps|flow|routine)\s*(?:is|are)\b",
                     _I)

