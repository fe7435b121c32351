"""A page the person pastes into a message (heuristic extractor, offline): a README, a ticket, a
template. What the page states is the page's, not the person's, until the person says it holds here
("what I confirm: JSON only …" after the ticket is theirs again).
"""

from __future__ import annotations

import re


_PASTES_A_PAGE = re.compile(r"^[^\n]{0,40}?\b(?:meeting )?minutes (?:from|of)\b[^\n]*:[ \t]*\n"  # "minutes from today's group meeting:"
                            # ("… I want it redone. here's the runbook we have, it's old:": the intro after the ask)
                            r"|^(?:[^\n]{0,80}?|[^\n]{0,400}?[.!?]\s+)\b(?:here'?s|here is|pasting|pasted|i'?ll paste|copying|this is)\s+"
                            r"(?:our |the |my |his |her |their |an? |what )?(?:old |current |existing |team'?s? |other team'?s? )?"
                            # ("here's the bit from the ops manual so you see the wording, …:")
                            r"(?:(?:bit|part|section|excerpt|extract|passage) (?:from|of) (?:the |our |my |their )?(?:[\w-]+ )?)?"
                            r"(?:readme|docs?|wiki(?: page)?|page|confluence|notion|runbook|manual|handbook|onboarding(?: doc)?"
                            r"|contributing(?:\.md)?|guide|style ?guide|hand-?over(?: notes?)?)\b[^\n]*\n", re.I)


def pasted_page(text: str) -> int:
    """Where a page the person pastes begins (-1 when the message pastes none): what it states is the
    page's, not the person's, until the person says it holds here."""
    m = _PASTES_A_PAGE.match(text) or _PASTED_DOCUMENT.search(text) or _PASTED_TICKET.match(text) or _RULED_OFF.match(text) \
        or _PASTED_MAIL.match(text) or FORWARDED.search(text) or _PASTED_FENCE.search(text) or _QUOTED_BLOCK.match(text)
    return m.end() if m else -1


# "finance sent the dunning schedule they want. pasting the whole thing:\n\n> From: Finance Ops\n> …": lines
# quoted with "> " under the line that introduces them are someone else's words, up to the last quoted line
_QUOTED_BLOCK = re.compile(r"^[^\n]*:[ \t]*\n+(?=[ \t]*>[^\n]*\n[ \t]*>)")
_QUOTED_LINES = re.compile(r"(?:[ \t]*>[^\n]*(?:\n|$))+")


# "ops pasted their purge runbook in the channel ages ago, here it is:\n\n```\nCDN PURGE RUNBOOK …```": a page in a fence
_PASTED_FENCE = re.compile(r"^[^\n]*\b(?:here it is|here they are|pasting(?: it)?(?: whole| in full| verbatim)?(?: here| below)?|pasted (?:below|here)"
                           r"|copying it(?: below)?|(?:excerpt|extract|copy) below)\s*:?[ \t]*\n+(?=```)", re.I | re.M)


# "---------- Forwarded message ---------", "-----Original Message-----": a mail client's line over a mail
FORWARDED = re.compile(r"^[ \t]*(?:-{3,}[ \t]*(?:forwarded|original) message[ \t]*-{3,}|begin forwarded message:)[ \t]*$", re.I | re.M)


# "this landed from the minister's office this morning:\n\nFrom: …\nSubject: …\n\nDear colleagues, …": a mail
# under the line that introduces it, by its headers or its greeting, up to its sign-off
# ("… pasting it. can you check what the code does?\n\nFrom: …\nTo: …": two header lines say it is a mail however it is introduced)
_PASTED_MAIL = re.compile(r"^[^\n]*:[ \t]*\n+(?=[ \t]*(?:subject|from|to|date)\s*:[^\n]*\n|[ \t]*(?:dear|hello|hi)\b[^\n]*,[ \t]*\n)"
                          # (under a rule, and one header over the greeting: "---\nSubject: …\n\nDear all,")
                          r"|^[^\n]*\n+(?=(?:[ \t]*-{3,}[ \t]*\n)?[ \t]*(?:subject|from|to|cc|date)\s*:[^\n]*\n"
                          r"(?:[ \t]*(?:subject|from|to|cc|date)\s*:|\s*\n[ \t]*(?:dear|hello|hi)\b))", re.I)
_SIGN_OFF = re.compile(r"^[ \t]*(?:(?:kind|best|warm|many) )?(?:regards|wishes|thanks)\b[^\n]{0,20}\n(?:[^\n]+\n?){0,2}", re.I | re.M)


# "got this from hostbox this morning, what does it mean for vos:\n\n---\nSubject: …\n---": a page ruled
# off under the line that introduces it, up to the closing rule
# (a mail or a document by its first line: "Subject: …", "From: …", "Dear customer", a heading; the person's
# own notes between rules are theirs)
# ("northline sent this. plan the move:\n---\nNORTHLINE EXPRESS - API change notice …": a line that says someone
# else sent it, or a title in capitals)
_RULED_OFF = re.compile(r"^(?:[^\n]*\b(?:(?:sent|forwarded|got|received)\s+(?:us\s+|me\s+)?(?:this|these|the following)|pasting|pasted|copying)\b[^\n]*:[ \t]*\n+"
                        r"[ \t]*-{3,}[ \t]*\n|[^\n]*:[ \t]*\n+[ \t]*-{3,}[ \t]*\n"
                        r"(?=[ \t]*(?:subject|from|to|date|re)\s*:|[ \t]*(?:dear|hello|hi)\b|[ \t]*#"
                        r"|(?-i:[ \t]*[A-Z]{2,}[A-Z0-9]*(?:[ &/-]+[A-Z0-9]{2,})+\b)"
                        r"|(?-i:[ \t]*[A-Z][^a-z\n(]{4,}(?:\([^\n)]*\))?[ \t]*\n)))"  # ("OM-A 7.6 REST PERIODS (rev 14)")
                        r"(?=(?:[^\n]*\n){2,}?[ \t]*-{3,}[ \t]*(?:\n|$))", re.I)
_CLOSING_RULE = re.compile(r"^[ \t]*-{3,}[ \t]*$", re.M)
_FENCE = re.compile(r"\s*```[^\n]*\n.*?^```[ \t]*$", re.M | re.S)  # a page in a fence, up to its closing fence


def page_span(text: str) -> tuple[int, int] | None:
    """Where the page the person pasted starts and ends: it ends where their own words start again
    ("what I confirm: JSON only …" after a pasted ticket is theirs). None when nothing is pasted."""
    start = pasted_page(text)
    if start < 0:
        return None
    if (fenced := _FENCE.match(text, start)) is not None:
        return start, fenced.end()  # the closing fence ends the page: what follows is the person's again
    if (quoted := _QUOTED_LINES.match(text, start)) is not None:
        return start, quoted.end()  # the last quoted line ends the page
    back = _OWN_WORDS_AGAIN.search(text, start)
    # ("this is her handover:\n---\n…\n---\nthe printing bit is outdated: …": a page under its opening rule too)
    opening = re.match(r"\s*-{3,}[ \t]*\n", text[start:])
    ruled = _RULED_OFF.match(text)
    if (ruled or opening) and (rule := _CLOSING_RULE.search(text, ruled.end() if ruled else start + opening.end())) is not None:
        back = rule  # the closing rule ends the page: what follows is the person's again
    if back is None and (_PASTED_MAIL.match(text) or FORWARDED.search(text)) and (signed := _SIGN_OFF.search(text, start)) is not None:
        return start, signed.end()  # "Kind regards,\nPrivate Office\n\nwhat would it take?": theirs again
    if back is None and re.match(r"\s*[A-Z0-9#]", text[start:]):
        # "Group meeting 19 Nov 2026 …\n6. …\n\nfor this session only two things: …": a page written in
        # capitals, then a paragraph typed in lower case, which is the person's again
        # ("… 5. Open questions …\n\nso. R1 is ours and it holds from today": a lower-case word and a stop is theirs too)
        back = re.compile(r"\n[ \t]*\n(?=[a-z][a-z']*(?:\s+[a-z]|[.,:!]\s+\S))").search(text, start)
    return start, back.start() if back else len(text)


# "new ticket from Hanna, our DPO. pasting it:", "the RFC, copying it below:": a document the person pastes
_PASTED_TICKET = re.compile(r"^[^\n]*\b(?:ticket|issue|spec|rfc|design (?:doc|note)|meeting notes|notes|thread|e-?mail|request"
                            r"|post-?mortem|draft|write-?up|report|proposal|document|doc|letter|message|notice|announcement|memo"
                            r"|polic(?:y|ies)|guidelines?|guidance|advice|circular|bulletin|contract|standard|regulation)"
                            # ("legal sent a memo. pasting it. tell me what it means": the line may go on after it)
                            # ("IT sent the policy for the edge boxes, excerpt below, plus my notes at the end")
                            r"\b[^\n]*\b(?:pasting(?: it)?(?: whole| in full| verbatim)?(?: here| below)?|pasted (?:below|here)|here it is|copying it(?: below)?"
                            r"|(?:excerpt|extract|text|copy) below)"
                            r"(?:\s*:?[ \t]*|[.!,;][^\n]{0,120})\n", re.I)
# "what I confirm: …", "my take:", "ok so:": the person speaking again after what they pasted
_OWN_WORDS_AGAIN = re.compile(r"^\W*(?:what i (?:confirm|agree (?:to|with)|accept)|i confirm|my (?:take|answer|decisions?|notes|comments)"
                              r"|ok(?:ay)?,? so|so(?=\s*:))\b", re.I | re.M)  # ("so: pre-arrival yes, but 2 days before")


# "I found this template from another project, use it as a base:" and a Markdown page under it, its
# own headings and lists: a document pasted whole, not what the person says of this project.
_PASTED_DOCUMENT = re.compile(r"^[^\n]*\b(?:template|boilerplate|example|sample|old|their|other|another)\b[^\n]*:[ \t]*\n"
                              r"(?=\s*#{1,3} \S[^\n]*\n(?:[^\n]*\n){2,})", re.I)


def reaches_into(text: str, quote: str, span: tuple[int, int]) -> bool:
    """The quote reaches into the span ("tell me what it means\n\nMEMO: …" reaches into the memo)."""
    at = text.find(quote)
    return at >= 0 and at < span[1] and at + len(quote) > span[0]
