"""How a project names and lays out its things, said by the person while setting it up (heuristic
extractor): "use snake_case for the json fields", "migrations are named YYYYMMDDHHMM_desc.sql",
"one crate per binary", "we put scripts in bin/". Such a sentence carries no "always" and no value,
so neither the rule signals nor the setting signals see it, yet it is what every later session must
follow.
"""

from __future__ import annotations

import re

from .symptoms import SYMPTOM

_I = re.I

# A case style named for something: "kebab-case for all the url paths", "PascalCase file names".
_CASE_STYLE = r"\b(?:snake|kebab|camel|pascal|screaming[ _-]?snake|title|train)[ _-]?case\b|\b(?:camelCase|PascalCase)\b"
# A name given as a pattern for a kind of thing: "every migration is named YYYYMMDD_desc.sql", "env vars
# prefixed with FERRY_", "branch names are feature/<ticket>-desc". The pattern has a placeholder or is
# a prefix or a suffix; a concrete name ("files called IMG_2041.jpg") describes what is there.
_PLACEHOLDER = r"[`'\"]?(?:[\w./-]*(?:<[^>\s]+>|\{[^}\s]+\}|\*|\bY{2,4}|\bN{2,})[\w<>{}*./-]*|[A-Za-z]+[_-]|[_.-][a-z]\w*)[`'\"]?(?!\w)"
_NAMED_AS = (rf"(?:\b(?:every|each|all|any|new)\b[^.,;]{{0,40}}|\b\w+s\s+(?:are\s+|should be\s+|must be\s+|get\s+)?)"
             rf"(?:named|called|prefixed|suffixed)\s+(?:with\s+|by\s+|as\s+|like\s+)?{_PLACEHOLDER}"
             rf"|\b(?:names?|naming)\s+(?:are|is|should be|follow|look like|must be)\s+{_PLACEHOLDER}"
             # "branch name without the patch: release/YYYY.WW", "feature branches stay as they are, feat/<ticket>-<slug>"
             rf"|\bnames?\b[^.:;?]{{0,30}}:\s*{_PLACEHOLDER}|\b\w+s (?:are|stay|look) (?:like|as)\b[^.;:?]{{0,20}}[,:]\s*{_PLACEHOLDER}"
             # "scenario files are scenarios/<service>-<endpoint>.js": a kind of thing, and the template its names follow
             # ("metrics here are tw_ingest_<what>_<unit or total>": said of this repo)
             r"|\b\w+s\s+(?:here\s+|in this (?:repo|project|codebase)\s+)?are\s+[`'\"]?[\w./-]*(?:<[^>\s]+>|\{[^}\s]+\})[\w<>{}*./-]*")
# One thing per another, said as a rule of its own: "one file per resource", "one crate per binary".
_ONE_PER = r"(?:^|[,;:]\s*|\band\s+)one [\w-]+ per [\w-]+\b"
# Where a kind of thing goes, said for good: "we put scripts in bin/", "keep all fixtures under tests/".
_PLACED = (r"(?:\bwe (?:always )?(?:put|keep|place|store)\s+(?!it\b|them\b|this\b|that\b)"
           r"|\b(?:put|keep|place|store)\s+(?:all|every|each)\s+)[^.;]{0,40}?\b(?:in|under|into)\s+`?[\w.-]*/")

# A name chosen for one of the project's things: "name the docker image pottery-shop".
_NAME_IT = (r"^(?:let'?s\s+|we'll\s+|please\s+)?name\s+(?:the|our)\s+[\w -]{2,30}?\s+[`'\"]?[a-z][\w.]*[-_][\w.-]+"
            # "call it inkpot.renumberFootnotes": the name of what the sentence before asked for
            r"|^(?:and\s+|so\s+)?(?:call|name)\s+(?:it|this|that)\s+[`'\"]?[a-z][\w]*[-_.][\w.-]+[`'\"]?\W*$")

# "route classes get a Route suffix", "env vars carry the APP_ prefix": a kind of thing and its affix
_AFFIX = r"\b\w+s\s+(?:get|take|have|carry|use|need)\s+(?:an?|the)\s+[`'\"]?[\w-]+[`'\"]?\s+(?:suffix|prefix)\b"
# "commit messages here are `area: imperative summary`": the shape the project's messages and names take
# ("branches are fix/<topic> or feat/<topic>, and the commit subject starts with the module name")
_SHAPED = (r"\b(?:commits|commit messages?|commit (?:titles?|subjects?)|pr titles?|branch names?|branches|tag names?|changelog entries)\s+"
           r"(?:here\s+|in this repo\s+)?(?:are|follow|look like|use|should be|must be|starts? with|begins? with)\b")
# "personal flags go in user.bazelrc at the repo root", "fixtures live under tests/data/": where a kind of thing belongs
_BELONGS = r"^\W*(?:(?:and|so|also|last thing)\W+)*(?:all |every |each |our |the )?(?:[a-z][\w-]* )?[a-z][\w-]*s (?:always )?(?:go|live|belong)s? (?:in|into|under) `?[\w.%-]*(?:/|\.[a-z]\w*)"
# "every alert has exactly severity, team and service", "each service gets its own namespace": what each
# of a kind of thing carries, said of them all
_EVERY_HAS = (r"^\W*(?:(?:and|also|so|plus)\W+)*(?:every|each) [a-z][\w-]* (?:has|gets|needs|carries|must (?:have|get|carry)"
              r"|should (?:have|get))\s+(?:exactly|at least|at most|only|its own|their own)\b")
# "save the RFC to docs/rfc/007-….md, that's where our RFCs go": a path given, and said to be the place of its kind
_WHERE_OURS = r"(?P<where>\b(?:that'?s|this is|that is) where (?:our |all (?:our |the )?|the team'?s |we (?:put|keep) (?:our |the |all )?)[\w-]+s (?:go|live|belong|are kept|sit)?\b)"
CONVENTION = re.compile("|".join((_CASE_STYLE, _NAMED_AS, _ONE_PER, _PLACED, _NAME_IT, _AFFIX, _SHAPED, _BELONGS, _EVERY_HAS,
                                  _WHERE_OURS)), _I)
# Not a convention but a look at the code: "why is this one named foo_v2?", "the old file was called x.py".
# Nor the shape asked of one piece of writing: "write my replies into review-replies.md, one line per point".
_NOT = re.compile(r"\?|\b(?:was|were|had|used to be|currently|right now|why|what|which|how)\b"
                  r"|^\W*(?:(?:pls|please|now|ok|and)\W+)*(?:write|draft|reply|answer|summari[sz]e|send|post) (?:my|the|a|an|up)\b", _I)


def convention(text: str) -> bool:
    """A sentence that sets how the project names or lays out its things."""
    found = CONVENTION.search(text)
    if found is None or "?" in text:
        return False
    # judged up to the end of its clause: "…, like the two that were there" looks back at nothing it sets
    clause = text[:found.end()] + re.split(r"[,;]", text[found.end():], maxsplit=1)[0]
    clause = re.sub(r"<[^<>]{1,30}>", "<>", clause)  # a placeholder's words ("<what>") ask nothing
    return not _NOT.search(clause) and not SYMPTOM.search(text)


_PATH = re.compile(r"`?([\w.-]*/[\w./<>{}-]*\w)`?")


def placed_title(text: str) -> str | None:
    """"save the RFC to docs/rfc/007-x.md, that's where our RFCs go" is titled "RFCs go in docs/rfc/ (as
    007-x.md)": the place, then the example it was given; None for any other convention (titled as said)."""
    where = re.search(_WHERE_OURS, text, _I)
    paths = _PATH.findall(text[:where.start()]) if where else []
    if not where or not paths:
        return None
    kinds = re.search(r"([\w-]+s)\s*(?:go|live|belong|are kept|sit)?\s*$", where.group())
    folder, _, name = paths[-1].rpartition("/")
    return f"{kinds.group(1) if kinds else 'They'} go in {folder}/" + (f" (as {name})" if "." in name else "")
