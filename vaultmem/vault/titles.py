"""Note titles and file names a person would keep: a short statement of the fact, never a
sentence cut mid-way with "…", and a file name made from it that is cut at a word.

A title is what Obsidian lists, links show and the quick switcher matches; the file name is the
note id. Both come from the extractor's statement, which may be a whole (long) sentence.
"""

from __future__ import annotations

import re

from .ids import expand_contractions, slugify
from .title_leads import KEEP_ASKED, NEEDS_TO, NOTED, POINTS_AHEAD, REPLY_TO, RULE_POINTER, outside_code, same_item, spelt, subject_only, unit_kept

TITLE_MAX, FILE_NAME_MAX = 70, 60
STEM_MAX = 56  # the file name is `<stem>.md`; a `-2` suffix for a second note of the same title must still fit

# Lead-ins that carry no fact ("OK so", "I think", "remember that"): the statement starts after them.
_FILLER_LEAD = re.compile(
    r"^(?:(?:ok(?:ay)?|so|well|now|alright|actually|also|and|plus|oh|yes|yeah|yep|nah|nope|great|good|perfect|sure|right|hmm+|"
    r"btw|by the way|fyi|fwiw|for the record|just so you know|as discussed|to be clear|one more thing|done"
    r"|while (?:you'?re|we'?re|you are|we are) (?:at it|there)"
    r"|one (?:more )?thing (?:for always|(?:(?:you|we) (?:should|must|need to) |i want you to |to )(?:remember|know|keep in mind)"
    r"(?: for always| permanently| forever)?)"
    r"|i want to be (?:very |really |super )?clear(?: about this)?(?: because [^:]{0,60})?)\b[,:!.]?\s+"
    r"|(?:correct|fair|exactly|true|indeed|first(?:ly)?|second(?:ly)?|third(?:ly)?|lastly|finally)[,:!.]\s+"  # "Correct: 201 Created …", an assistant agreeing first
    r"|\d{1,2}\)\s+"  # "4) postgres role, …": a number the person gave their own list
    r"|#?\d{1,2}\s*(?:[—–:-]\s*)?(?:no|nope|nah|rejected|reject|declined?)\b[,.:]?\s+"  # "2 no, we want the catch-all there": a review point turned down
    r"|(?:i think|i guess|i believe|i (?:remember|recall) (?:why|that)(?= we\b)|i'd say|it seems(?: like)?|it looks like|note that|please note that|"
    r"remember that|please remember that|(?:(?:can|could|would|will) you (?:please )?|please |pls )?keep in mind"
    r"(?: for (?:our |the |all )?(?:next|future|later|coming) sessions?)?(?: that)?,?|make a note that|note to self:?|keep (?:this|that)(?: one)?:|"
    r"(?:and )?(?:please |pls )?don'?t forg[eo]?t(?: that)?[,:]?|(?:please |pls )?remember[,:]|for (?:future|later) reference[,:]?|(?:a )?note for (?:the future|later)[,:]?|"
    r"fyi,? for (?:later|next time|the future)[,:]?|just so you know(?: for (?:later|next time|the future))?,?|"
    r"(?:and )?bear in mind(?: that)?[,:]?|rule of thumb(?: here)?:|important(?: though)?[,:!]|"
    r"for the rest of (?:this|the) \w+,?|from now(?: on)?,?|you keep forgetting(?: that)?,?|"
    # "from today:", "starting today,", "make sure you remember that", "por favor remember that"
    r"from today(?: on(?:wards?)?)?[:,]?|(?:starting|as of) (?:today|now)[:,]?|"
    r"(?:(?:please|pls|por favor|s'il (?:te|vous) pla[iî]t)[,!]? )?(?:make sure )?(?:you )?(?:must |should |have to )?remember that|"
    r"(?:please,? |pls )?(?:save|store|put|add|keep|write)(?: (?:this|that|it))? (?:in|to|into) (?:your |ur |the )?(?:memory|notes)"
    r"(?: file| bank)?(?:(?: before anything else| first)?(?: that)?[,:]?|,[^:.]{0,50}:)|"
    r"(?:the )?tl;?dr:?|in short,?|basically,?|going forward,?|in the future,?|anyway,?|"
    r"(?:please )?don'?t let me forget(?: that)?[,:]?|til,?|today i learned(?: that)?,?|lessons? learned:|"
    r"(?:that'?s|this is|here'?s) (?:the|a|our) (?:\w+ )?(?:rule|convention|policy)(?: for [^:]{1,40})?:|"
    r"(?:please |pls )?write (?:this|that|it) down(?: somewhere)?(?: (?:you'll|you will|you can) see it)?(?: next time)?[,:]|"
    r"(?:right,? )?(?:and )?that'?s how it (?:stays|should stay):|"
    r"(?:before we start(?: anything)?,?\s*)?one thing to (?:keep|remember|know)(?: for [\w.-]+)?(?: from now on)?:|"
    r"save this(?: for later)?:|memo:|this (?:one )?matters\s*[:—–-]|for all (?:future|later) (?:work|sessions|changes|tasks)[,:]|"
    r"(?:please )?retain (?:this|that)[,:]|file (?:this|that) away[,:]|(?:that|this|it) (?:replaces|overrides|supersedes) what i (?:told|asked|wanted) you to (?:save|keep|remember|store|note)[,:]|"
    r"(?:forget|scratch|ignore) what i (?:pinned|saved|noted|said|told you)(?: before| earlier)?[,:]|(?:please |pls )?(?:keep|lock in|save|store|remember) this (?:rule|one)[,:]|for next time[,:]?|(?:let'?s (?:write|record|add) )?(?:an? )?(?:ADR|decision record)(?: \d+)?:|"
    # the same lead-ins in the languages people mix in: "onthoud even: …", "recuerda que …", "merk dir: …"
    r"(?:onthoud(?: even)?(?: dat)?|vergeet niet(?: dat)?|merk dir|denk dran(?: dass)?|vergiss nicht(?: dass)?|retiens(?: bien)?(?: que)?"
    r"|n'oublie pas(?: que)?|recuerda(?: que)?|no olvides(?: que)?|ten en cuenta(?: que)?|ricorda(?:ti)?(?: che)?"
    r"|non dimenticare(?: che)?|lembre-se(?: de que| que)?|n[ãa]o esque[çc]a(?: que)?)[,:]?|"
    # "write into CLAUDE.md that after any UI change you run …": the rule, not where it is kept
    r"(?:(?:can|could) you |please |pls )?(?:write|put|add|note)(?: it| this)? (?:in|into|to) (?:the )?`?"
    r"(?:CLAUDE|AGENTS)\.md`?(?: that)?|(?:(?:can|could|would|will) you )?(?:please |pls |plz )?(?:remember|remeber|rember|remmber|remmeber|rememeber|remembr)(?: that)?"
    r"(?: for (?:the future|later|next time))?[,:]?(?!\s+(?:this|that|it)\b)|"
    r"(?:(?:can|could|would|will) you |please,? |pls )?remember (?:this|that|it) for (?:always|good|ever|all time)[,:]|"
    # "please to remember, …", "I want you remember: …": however the request is worded, what follows it
    r"(?:[\w']+,?\s+){0,4}(?:remember|remeber|rember|remmber|remmeber|rememeber|remembr)(?: this| that)?(?: pls| please| plz)?"
    r"(?:,? (?:it(?:'s| is)|this is) (?:very |really |super |so )?important)?[,:]|"
    # "can you make sure you always add …": the rule is "always add …"
    r"(?:i (?:want|need) you to remember(?: that)?|(?:don'?t|never) (?:ever )?forget(?: that)?|(?:etch|burn) (?:this|that|it) in):?|"
    r"(?:(?:can|could|would|will) you |pls |please )?(?:make sure|be sure|ensure)(?: that)?(?: you| we| to)?(?= (?:always|never)\b)|"
    # an accepted suggestion is titled by what it suggests: "I suggest building static binaries …"
    r"(?:i|we)(?:'d| would)? (?:suggest|propose|recommend)(?: that)?(?: we| you)?|the (?:\w+ )?(?:fix|solution) (?:is|would be) to|"
    r"i(?:'d| would)? lean(?: towards?| to| for)?(?= \S)|(?:should|shall) i(?: also)?(?= make `)|"
    r"i(?:'d| would)(?= (?:load|feed|wrap|cache|split|introduce|publish|emit)\b)|"  # an accepted "I'd load …" is what to do
    r"(?:please )?treat (?:this|that|it) as (?:a|an|the|our) (?:[\w-]+ )?(?:rule|convention|policy)\b[^,:;]{0,40}[,:;]|"  # "I'd lean HALF_EVEN because …"
    r"(?:to (?:stop|prevent|keep) [^,]{0,60},\s*)?i (?:can|could)(?: also)? (?:add|set up|enable)(?= (?:a|an) )|"
    r"(?:it )?never has,? (?:and )?never will[:,]|"  # "never has, never will: every read … goes through booking-api"
    r"i (?:don'?t|do not|can'?t|cannot) (?:carry|remember|recall|keep)[^,:;]{0,60}?,\s*but (?:the (?:code|repo|config|docs|readme|history|git log) (?:has it|says|shows)[:,]?\s*)?|"
    r"(?:i|we)(?:'ve| have)? (?:checked|looked (?:at|into)|investigated|dug into|gone through|read) [^,]{0,40}?"
    r"(?:,| and)(?: it turns out)?(?: that)?)\s+)", re.I)
_POLITE_END = re.compile(r"[,\s]+(?:pls|please|plz|thx|thanks|thank you|ty)\W*$", re.I)
_POLITE_MID = re.compile(r"(?<=\w)\s+(?:pls|plz|please)(?=\s*,)", re.I)  # "Shorter answers pls, no summaries …"
# An assistant's report of a change names the change, not who made it.
_I_DID = re.compile(r"^(?:i(?:'ve| have)?\s+)(?=(?:set|added|pinned|changed|configured|updated|bumped|raised|lowered"
                    r"|switched|replaced|enabled|disabled)\s)", re.I)
# Words that only soften or pad a statement.
_FILLER_WORD = re.compile(r"\s+\b(?:really|actually|basically|just|probably|definitely|simply|pretty much)\b(?=\s)",
                          re.I)
_PAREN = re.compile(r"\s*\([^()]*\)")
_BOLD = re.compile(r"\*\*|(?<!\w)__|__(?!\w)")
_EMPHASIS = re.compile(r"(?<![\w*])\*(\S[^*\n]*?)\*(?![\w*])")  # *word*, not `a*b` or a glob
# Where a sentence can end early and still say something whole: before a reason, an aside, a
# colon's explanation. The first part is the fact; the rest is why, which the body keeps.
# (a colon with one token after it is a setting, "serial: 1, so …": no boundary)
_CLAUSE = re.compile(r"\s*(?:;(?=\s)|:(?=\s)(?!\s+[`\"']?[\w.-]+[`\"']?(?:[,;.)]|$))|[—–]|\s-\s|,?\s+(?:because|since|as it|so that|which|who|where|"
                     r"so we|so i|so you|but|although|though|while|whereas|otherwise|unless|e\.g\.|i\.e\.|"
                     r"for example|for instance)\b)", re.I)
_COMMA = re.compile(r",\s+")
# Where a phrase starts: a statement ends well before "for easier importing" rather than inside it.
_PHRASE = re.compile(r"\s+(?:for|to|with|by|in|on|at|from|into|via|through|when|if|that|so|after|before|during|until|using)\s", re.I)
_AND = re.compile(r"\s+(?:and|then|or)\s+(?!only\b)", re.I)  # ("the one and only thing …" is one phrase)
# A title or file name must not end on a word that needs a next one.
_DANGLING = {"a", "an", "the", "to", "of", "in", "on", "at", "for", "by", "with", "from", "and", "or", "but",
             "is", "are", "was", "be", "as", "that", "than", "into", "via", "not", "no", "it", "its", "our",
             "we", "i", "you", "their", "this", "these", "those", "so", "if", "when", "s", "ll", "d", "re", "ve",
             "t", "m", "use", "using", "then", "which", "because", "will", "would", "should", "can", "could",
             "before", "after", "during", "until", "about", "over", "under", "without", "within", "per",
             "always", "never", "only", "also", "just", "every", "each", "any", "all", "both", "more", "less", "next"}


def _tidy(text: str) -> str:
    text = " ".join(_EMPHASIS.sub(r"\1", _BOLD.sub("", text)).split())
    if text.count('"') % 2 == 1 and text[:1] in '"' + "\u201c" or text[-1:] == '"' and text.count('"') == 1:
        text = text.strip('"\u201c')  # a reply dictated in quotes and cut at a sentence: its one quote mark goes
    return text.strip(" \t-—–,;:").rstrip(".!…").rstrip(" ,;:")


_UNITS = {"s", "m", "d", "t"}
_STRANDED = {"on", "at", "for", "to", "with", "from", "about", "in", "into", "over"}
_ASKING = {"which", "what", "where", "who", "how"}


def _stranded(words: list[str]) -> bool:
    """A question that ends on its verb's preposition ("Which port should it listen on"): a whole
    clause, not a phrase cut off after "on"."""
    return words[-1].lower() in _STRANDED and len(words) > 2 and words[-2].lower() not in _DANGLING \
        and words[-2].isalpha() and words[-2].islower() and words[0].lower() in _ASKING


def _drop_dangling(words: list[str], at_boundary: bool = False) -> list[str]:
    """`at_boundary`: cut where a clause ends, a last "only" is the word before's ("armv7 only, …"); "2 s", "lane D" stay."""
    while len(words) > 1 and words[-1].lower().strip(",;:`'\"") in _DANGLING \
            and not (at_boundary and words[-1].lower() == "only") \
            and not (at_boundary and _stranded(words)) \
            and not (words[-1].lower() in _UNITS and re.search(r"\d$", words[-2])) \
            and not (re.fullmatch(r"[A-Z]", words[-1]) and len(words[-2]) > 2 and words[-2].islower() and words[-2] not in _DANGLING):
        words = words[:-1]
    return words


# A head that is only the condition of a rule ("Whenever you touch the lexer"): the rule comes after.
_ONLY_CONDITION = re.compile(r"^(?:before|after|when|whenever|whatever|whichever|wherever|if|once|while|until|unless|in case|(?:the )?next time"
                             r"|(?:each|every|any) ?time)\b[^,;:]*$", re.I)  # ("Each time you touch the consent tables")


def _first_part(text: str, pattern: re.Pattern[str], limit: int) -> str | None:
    """The longest run of leading pieces (split by `pattern`) that fits, if any does; never inside a code span
    ("I've set `MaxAttempts: 5` with …" is not cut after "MaxAttempts")."""
    cuts = [m.start() for m in pattern.finditer(text) if text.count("`", 0, m.start()) % 2 == 0]
    best = None
    for at in cuts:
        head = text[:at].rstrip(" ,;:")
        if len(head) > limit:
            break
        listed = same_item(head, text[at:])
        if len(head.split()) >= 3 and len(head) >= 20 and not _ONLY_CONDITION.match(head) and not listed \
                and not (pattern is _AND and subject_only(head, text[at:])):
            best = head  # a whole statement, not "From now on" nor "Whenever you touch the lexer"
    return best


# A token that names something: code, a number, a version or path, an acronym or a proper name.
_SPECIFIC_TOKEN = re.compile(r"`|\b\d{2,}|\b\d+\.\d|[\w-][./_][\w-]|\b[A-Z]{2,}\b|(?<=\s)[A-Z][a-z]+|\b[a-z]+[A-Z]")
_LEAD_IN_END = re.compile(r"\s*(?::|\s[—–]|\s-)\s+")
# One-word lead-ins that label a statement rather than name its subject ("Redis: …" names one).
_LABELS = {"rule", "note", "decision", "correction", "reminder", "fyi", "update", "context", "convention", "fix",
           "important", "also", "remember", "tip", "todo", "ps", "btw", "policy", "gotcha", "careful", "warning",
           "wait", "oh", "ah", "hey", "ok", "okay", "so", "anyway", "heads-up", "one", "two", "three", "four", "first", "second",
           "third", "fourth"}  # ("one: a migration never drops …. two: a new version goes to the pilot group first")
_CHOICE_LEAD = re.compile(r"^\W*(?:(?:ok|so|then|no),? )?(?:keep|leave|use|go with|stick with|stay on|switch to|move to|pin)\b", re.I)
_FRONTED = re.compile(r"^(?:before|after|when|whenever|whatever|whichever|wherever|if|once|while|until|in general)\b[^,]{0,50},\s+", re.I)
# A reason said before the statement it explains: "Since signalling depends on media, `rest_for_one` is
# the fit". The statement is the fact; the reason follows it, where a long title is cut.
_REASON_FIRST = re.compile(r"^(?P<why>(?:since(?!\s+(?:last|yesterday|today|this|then|early|the (?:last|start|beginning)|\d"
                           r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b)"
                           r"|because|given that)\s[^,;:]{3,90}),\s+(?P<fact>\S.*)$", re.I | re.S)  # ("since last week …" is when)


def _names_nothing(head: str) -> bool:
    """A short lead-in with no code, number, name or subject in it ("couple of things for later")."""
    # "after today (2026-11-04) should know": a date the grounding added (dates.resolve_relative) says when, not what
    head = re.sub(r"\s*\(\d{4}-\d{2}-\d{2}(?:\s*(?:to|–|-)\s*\d{4}-\d{2}-\d{2})?\)", "", head)
    words = head.split()
    if len(words) > 12 or _SPECIFIC_TOKEN.search(head):
        return False
    return len(words) > 1 or words[0].lower() in _LABELS  # "Redis: …" names its subject, "Rule: …" does not


def _after_lead_in(text: str) -> str:
    """The statement after a lead-in that names nothing ("couple of things for the future: I prefer
    early returns…", "good call — always redact cookies", "before you call anything done, run
    `cargo clippy`"): what comes first is how the person framed it, the rest is the fact."""
    # "The TSDB analysis shows why: 3.9M series come from …", "note for later, the reference is always …"
    # "5: yes, and that one is a hard rule for the planner, keep it forever: …": a point answered by number
    text = re.sub(r"^\d{1,2}\s*[:.)]\s*(?:(?:yes|yep|ok|right)\W+)?(?:and\s+)?(?=(?:this|that|it)(?: one)?(?:'s| is)\b)", "", text)
    for lead_in in (POINTS_AHEAD, RULE_POINTER, NOTED, KEEP_ASKED, REPLY_TO):
        pointer = lead_in.match(text)
        if pointer and len(text[pointer.end():].split()) >= 4:
            return f"{pointer['what']}: {text[pointer.end():]}" if lead_in is KEEP_ASKED else text[pointer.end():]
    label = _LEAD_IN_END.search(text)  # "<lead-in>: <statement>", "<lead-in> — <statement>"
    if label and re.match(r"\s*(?:e\.?g\.?|i\.e\.|for (?:example|instance))\b", text[label.end():], re.I):
        return text  # "Split by year instead: e.g. train ≤ 2021 …": the statement comes first, then its example
    # "What sync interval do you want: 10 minutes": the question names what the answer sets
    # ("What you should keep is this: …" points at the statement instead)
    asked = re.match(r"(?:what|which|how)\b[^:]*\b(?:want|like|prefer|should)\b(?![^:]*\bis(?: this| it| that)?\s*:)[^:]*:", text, re.I)
    # a pair of dashes sets an aside apart: "the cold room sensors report in fahrenheit — they're the old
    # ones from the dairy next door — so …" is the statement, then its aside
    dashed = label is not None and ":" not in text[label.start():label.end()] \
        and bool(re.match(r"[^—–]{3,80}\s[—–]\s", text[label.end():]))
    # ("Default max attempts …: 3; Which attempt counts …: highest": the lead-in names what its value sets)
    # (the points of a settled list are joined by "; ", or by " - " once its bullets are read flat)
    answered = label is not None and bool(re.match(r"\s*[^;:]{1,20}?(?:;|\s-\s)", text[label.end():]))
    if answered:  # (without its condition: "Default max attempts for a graded quiz: 3")
        text = re.sub(r"\s+(?:when|if|unless|where)\b[^:;]*(?=:\s*[^;:]{1,20}?(?:;|\s-\s))", "", text, count=1)
        label = _LEAD_IN_END.search(text)
    valued = label is not None and bool(re.match(r"\s*(?:stays|remains|is now|now|moves to)\b", text[label.end():], re.I))  # ("Start time: stays 01:30")
    if label and not asked and not dashed and not answered and not valued and _names_nothing(text[: label.start()]) \
            and len(text[label.end():].split()) >= 4 \
            and not _RULE_IN_LEAD.search(text[: label.start()]) and not _CHOICE_LEAD.match(text):
        # "… but dont ever edit X — fixes go …" is the rule; "keep the cron job — the box runs devuan" the choice
        return text[label.end():]
    # "reply to his third comment, and this is permanent and team-wide, every time anybody touches …: <rule>"
    if label and _STANDING_LEAD_IN.search(text[:label.start()]) and not re.search(r"`", text[:label.start()]) \
            and len(text[label.end():].split()) >= 4:
        return text[label.end():]
    # "<before/after/when …>, <rule>": the condition goes only when the title would not fit with it
    # and the rule names what it is about ("Before deploying, run the smoke tests" stays whole).
    fronted = _FRONTED.match(text)
    if fronted and len(text) > TITLE_MAX and _SPECIFIC_TOKEN.search(text[fronted.end():]) \
            and _names_nothing(fronted.group(0)) and len(text[fronted.end():].split()) >= 4:
        return text[fronted.end():]
    return text


_STANDING_LEAD_IN = re.compile(r"\b(?:(?:is|it'?s) (?:permanent|team-wide)|permanently|from now on|going forward|for good|for always|forever|not only (?:for )?today)\b", re.I)
# A rule said after a clause that only sets the scene: "the lock is pretty old, but dont ever run
# nix flake update on main" is a note about the rule.
_RULE_AFTER = re.compile(r"(?:,?\s+but\s+|\s[—–]\s+(?:but\s+)?)(?=(?:please\s+|pls\s+)?(?:always|never|don'?t ever"
                         r"|dont ever|do not ever|never ever)\b)", re.I)
_RULE_WORD = re.compile(r"\b(?:always|never|don'?t|dont|do not|must|prefer|should|only)\b", re.I)


_RULE_IN_LEAD = re.compile(r"(?<!\bfor )\b(?:always|never|must|prefer)\b|\bdon'?t ever\b|\bdont ever\b"
                           r"|(?:^|,\s+(?:but\s+)?)(?:please\s+)?(?:don'?t|dont|do not)\s+(?!have\b|need\b|know\b|worry\b)\w+",
                           re.I)


def _rule_clause(text: str) -> str:
    m = _RULE_AFTER.search(text)
    if m is None or _RULE_WORD.search(text[:m.start()]) or len(text[m.end():].split()) < 4:
        return text
    verb = re.match(r"(?:please |pls )?(?:always|never|don'?t ever|dont ever|do not ever|never ever)\s+(\w+)",
                    text[m.end():], re.I)
    if verb and verb.group(1).lower().endswith(("s", "ed")):
        return text  # "… but the reader never applies the scale" describes; a rule tells
    return text[m.end():]


# "Set in `src/config.rs`: `PING_HZ = 200_000`", "`configs/run.nml`: `dt_years = 0.1`": what was set, where.
# ("I set in …" arrives as "Set in …": _I_DID drops the "I" first)
_SET_IN = re.compile(r"^(?:(?:we(?:'ve| have)?\s+)?(?:set|changed|updated|added|pinned|configured)\s+in\s+(?:the\s+)?"
                     r"(?:\w+\s+)?)?(?P<file>`[^`\s]+\.\w+`|(?<=\s)[\w./-]+\.\w+)\s*:\s+(?P<what>`[^`]+`.*)$", re.I | re.S)
# A test run reported after the change ("Now `frame_samples = 960`; all 58 tests pass, …") says it works,
# not what it is.
_TEST_RUN = re.compile(r"\s*[;,]\s*(?:and )?(?:all |both )?(?:\d+ )?(?:(?:unit|integration) )?(?:tests?|specs?|checks?)"
                       r" (?:pass(?:es|ed)?|(?:are |is )?(?:green|passing))\b.*$", re.I)
# A marker said after the statement it marks: "final answer", "that's the design", "that is the
# final one, forget the 3 and 5", "that's the budget for the compiler lib".
_TRAILING_MARKER = re.compile(r"(?<=[.;,!])\s+(?:final(?: (?:answer|decision|call))?(?=\W*$)|final (?:answer|decision|call)|that(?:'?s| is) (?:the|my|our) (?:final )?"
                              r"(?:design|plan|decision|call|choice|one|budget|limit|rule|policy|convention|standard|setting)"
                              r"|that(?:'?s| is) the final one)\b[^.]*\.?$", re.I)


def opens_with_code_name(text: str) -> bool:
    """The first word is a code name - snake_case, a path or a file name ("keep_rotations 14",
    "src/routes.ads is generated …") - and keeps its case."""
    first = re.sub(r"^\W+", "", text.split(" ", 1)[0])
    # ("dlx.<queue> is our rule now": a name with a placeholder in it)
    # ("max-file-size is 5MB": a kebab-case key)
    return "_" in first or "/" in first.rstrip("/") or bool(re.search(r"\w\.[a-z]{1,5}\W*$|\w\.<", first)) \
        or bool(re.fullmatch(r"[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}\W*", first))


def _capitalised(text: str) -> str:
    """A statement starts with a capital; a code name ("keep_rotations", "iOS") keeps its case."""
    first = re.sub(r"^\W+", "", text.split(" ", 1)[0])
    if opens_with_code_name(text) or any(c.isupper() for c in first[1:]):
        return text
    return text[:1].upper() + text[1:]


# "`fine_rates(effective_from date primary key, …)` table": a code span cut at its comma would not
# close; in a title a call or a declaration is named without its arguments.
_CALL_SPAN = re.compile(r"`([\w.:]+)\((?!\d+\)`)[^`]*\)`")  # `normalise(id, opts)` is `normalise`; `CHAR(10)` is a type


def short_title(text: str, limit: int = TITLE_MAX) -> str:
    """A title of at most `limit` characters that states the fact: filler lead-ins and padding
    words dropped, then shortened at a clause boundary (a reason, an aside or a contrast is what
    the body is for), then at a comma or "and"; only a statement with no boundary at all is cut
    at a word, never with "…"."""
    text = _tidy(text)
    for _ in range(3):  # "OK so I think …"
        text = _FILLER_LEAD.sub("", text, count=1).lstrip(" ,")
    after = _after_lead_in(text)
    if after != text and (after.split(" ", 1)[0].lower().strip(",:") in _LABELS or (text.endswith(after) and re.match(r"^[^:,.;]{3,30}:\s", after))):
        after = _after_lead_in(after)  # "Wait — rule for this repo: …", "… for later, unrelated to this: …" have two
    text = after
    for _ in range(2):  # "for the record, and tell anyone who asks: nobody runs …"
        text = _FILLER_LEAD.sub("", text, count=1).lstrip(" ,")
    text = _rule_clause(text)
    text = _POLITE_MID.sub("", _POLITE_END.sub("", text)) or text  # "shorter answers pls" is "Shorter answers"
    text = spelt(text)  # "alwyas run …" is "Always run …" (the quote keeps it)
    text = _capitalised(_I_DID.sub("", text, count=1))  # "I've set `MaxAttempts: 5` …" -> "Set `MaxAttempts: 5` …"
    set_in = _SET_IN.match(text)  # "Set in `src/config.rs`: `PING_HZ = 200_000` and …": what was set, and where
    if set_in:
        where, what = f" in {set_in['file']}", set_in["what"]
        first = re.match(r"`[^`]+`", what)  # several settings that do not fit: the first one names the change
        if first and len(what) + len(where) > limit:
            what = first.group()
        return short_title(what, limit - len(where)).rstrip(".") + where
    text = _tidy(_TRAILING_MARKER.sub("", text)) or text  # "… just vim.ui.select. final answer"
    reason_first = _REASON_FIRST.match(text)
    if reason_first and len(text) > limit and len(reason_first["fact"].split()) >= 3:
        text = _capitalised(f"{reason_first['fact'].rstrip('.')}, {reason_first['why'][:1].lower()}{reason_first['why'][1:]}")
    text = _tidy(_TEST_RUN.sub("", text)) or text
    if len(text) > limit:
        text = _tidy(_FILLER_WORD.sub("", text))
    if len(text) > limit:
        text = _tidy(outside_code(_PAREN, _CALL_SPAN.sub(r"`\1`", text)))  # (`CHAR(10)` keeps its "(10)")
    if len(text) > limit:
        for pattern in (_CLAUSE, _COMMA, _AND):
            head = _first_part(text, pattern, limit)
            if head:
                head = re.sub(r",\s+\w+ed$", "", head) if pattern is _CLAUSE else head  # ("…, enforced | where …")
                text = _tidy(" ".join(_drop_dangling(head.split(), at_boundary=True)))
                break
    if len(text) > limit:  # no boundary fits: end before a phrase that would not fit, else at a word
        head = text[: limit + 1].rsplit(" ", 1)[0]
        phrases = [m.start() for m in _PHRASE.finditer(head) if m.start() >= limit // 2
                   and not _ONLY_CONDITION.match(head[:m.start()].rstrip(" ,"))]  # (not "Each time you touch the X")
        head = head[: phrases[-1]] if phrases else head
        words = unit_kept(_drop_dangling(head.split()))
        if phrases and text[phrases[-1]:].lstrip().lower().startswith("to "):
            # "… and the app has | to confirm the image": the verb that needs its "to …" goes too
            while len(words) > 1 and words[-1].lower() in NEEDS_TO:
                words = _drop_dangling(words[:-1])
            # "Swap-using-move stays, and the app": a clause left with no verb ends the title before it
            cut = max((i for i, w in enumerate(words[:-1]) if w.endswith(",")), default=None)
            if cut is not None and len(words) - cut - 1 <= 3 and words[cut + 1].lower() in ("and", "but", "or", "so"):
                words = words[: cut + 1]
        text = _tidy(" ".join(words))[:limit]
    text = text.rstrip("?") if text.endswith("?") and not text.endswith("??") else text  # a note states, it does not ask
    text = _POLITE_END.sub("", text) or text  # "No emojis in code comments pls, someone put …" cut before its reason
    text = _closed(text, limit)
    return _capitalised(text) if text else "Note"


def _closed(text: str, limit: int) -> str:
    """A title cut inside a code span or an aside, mended: "… run `make manifests" closes it (not the
    page's markdown); "… API now (TWL" ends before the aside; "'we generate crops …" loses its opening quote."""
    text = text[1:] if text and text[0] in "'\"‘“" and text.count(text[0]) == 1 else text
    if text.count("`") % 2:
        before = _tidy(" ".join(_drop_dangling(text[:text.rfind("`")].split())))
        text = text + "`" if len(text) < limit or len(before.split()) < 3 else before
    if text.count("(") > text.count(")") and len(text[:text.rfind("(")].split()) >= 3:
        text = _tidy(" ".join(_drop_dangling(text[:text.rfind("(")].split())))
    return text


# Titles that name too little to be a note's statement: a marker, a label, a bare pick.
_BARE_TITLE = re.compile(r"^(?:found (?:it|the (?:cause|bug|problem|issue|culprit))|(?:(?:that|this)(?:'s| is) the )?root cause(?: confirmed)?|reproduced"
                         r"|fixed|done|clear|got it|noted|understood|sure|agreed|confirmed|update|correction|(?:both|the two|two|all three) (?:problems|bugs|issues|causes) (?:are )?(?:right )?(?:there|here)"
                         r"|(?:convention|rule|note|decision) reminder|for (?:future reference|the record|later)"
                         r"|(?:that|this) explains (?:it|everything|why)|here'?s (?:the \w+|what happened)|that'?s (?:the whole story|it|all)"
                         r"|standing rule(?: from today| for this (?:repo|project))?|rule of thumb(?: here)?"
                         # how a reply opens: "Taking them in order", "Good catch", "On it"
                         r"|taking (?:them|these|those|it) (?:in order|one by one)|one (?:by|at a) (?:one|time)"
                         r"|good (?:catch|question|call)|on it|let'?s see|here goes"
                         # a rule's marker said after it: "that's how all our reports look"
                         r"|that'?s how (?:all )?(?:our|we) [\w ]{1,30}|that'?s (?:the|our) \w+(?: (?:here|for \w+))?)$", re.I)
STATEMENT_MIN_WORDS = 3


def names_too_little(title: str) -> bool:
    """A title that is a marker ("Found the cause", "Convention reminder") or under three words
    ("Oban", "No"): a person browsing the vault cannot tell what the note says."""
    bare = title.strip(" .!:*")
    return len(bare.split()) < STATEMENT_MIN_WORDS or bool(_BARE_TITLE.match(bare))


def note_stem(title: str, limit: int = STEM_MAX) -> str:
    """The file name (the note id) for a title: kebab-case, at most `limit` characters, cut at a
    word and never ending on a word that needs a next one ("…-for-the")."""
    text = expand_contractions(title)  # "we'll" -> "we-will", not "we-ll"
    text = re.sub(r"(?<=\w)['’](?=\w)", "", text)  # "project's" -> "projects"
    words = slugify(text, 10_000).split("-")
    kept: list[str] = []
    for word in words:
        if len("-".join([*kept, word])) > limit:
            break
        kept.append(word)
    if not kept:  # one very long word: cut it
        return slugify(text, limit)
    return "-".join(_drop_dangling(kept) if len(kept) < len(words) else kept) or "note"
