"""Pattern tables of the heuristic extractor: requests to remember, and how the agent should answer
(kept apart from rules.py for size, read through it as one namespace).

What a person asks the memory to keep is always kept; only chatter ("never mind") overrides it.
"""

from __future__ import annotations

import re

_I = re.I

# -- explicit requests to remember and stated rules: user turns, always kept ----------------------
# "Remember that…", "Note that…", "Keep in mind…", "Convention from now on: …", "Rule: …". These
# are the person telling the memory what to keep; only chatter ("never mind") overrides them.
# "remember the good old jQuery days when …", "remember those builds?": nostalgia, not a request
# ("remember to flash the board before lunch", "remember to breathe lol": a reminder to do something
# today, which keeps nothing of the project; REMIND_TO finds it anywhere in a sentence)
_TO_DO = r"\s+to (?!always\b|never\b)[a-z]"
# ("lol remember the 2016 leap second when HES-North sent us a day of readings dated 1970": a past
# event recalled, "the" and a few words, then "when" or "that time")
_RECALLING = (r"(?!\s+(?:when|how|which|where|whether|who|why|if|the (?:good )?old|those|the days)\b)"
              rf"(?!\s+the (?:[\w-]+ ){{1,4}}(?:when|back when|that time)\b)(?!{_TO_DO})"
              # "lol remember launch weekend when euw hit 6 minutes": a time recalled, told in the past
              r"(?!\s+(?:[\w-]+ ){1,4}when\s+(?:[\w-]+\s+){0,3}(?:\w+ed|was|were|hit|went|got|had|did|broke|took|ran|came)\b)")
REMIND_TO = re.compile(rf"\b(?:remember|don'?t forget){_TO_DO}", _I)
REMEMBER = re.compile(
    rf"^(?:please,? )?(?:remember{_RECALLING}|note|keep in mind|don'?t forget|make a note|for the record|fyi|for (?:the )?future"
    r"|for next time)(?: that)?\b[,:]?"
    r"|^(?:please )?(?:note|memo|nb|n\.b\.)\s*:"
    r"|^(?:the |our |a )?(?:convention|rule|policy|standard|house rule)(?: (?:from now on|going forward|here))?:", _I)
# A request to remember said anywhere in a sentence, not only at its start ("oh and remember that…",
# "one more thing and please note this down: …", "one thing to keep in mind permanently: …"). Not
# recalling ("I don't remember", "do you remember when"), not a release note.
REMEMBER_ANYWHERE = re.compile(
    r"(?<!\bi )(?<!n't )(?<!\bnot )(?<!\byou )(?<!\bif )(?<!\bto )(?<!'ll )(?<!\bwill )(?<!\bwe )(?<!'d )"
    r"(?<!\bcan )(?<!\bmight )(?<!\bnever )\b(?:remember|remeber|rember|remmber|remmeber|rememeber|remembr)\b"  # "pls remeber"
    rf"(?! what\b){_RECALLING}(?!\s*\{{)"
    r"|\byou (?:must|have|need|got|should)(?: to)? (?:remember|remeber|rember)\b"  # "you must to remember this"
    r"|\b(?:please|pls),? you (?:\w+ )?(?:remember|remeber|rember) (?:this|that)\b"  # "please, you remember this for the next times"
    r"|\bnote (?:that|this|it)\b|\bnote (?:\w+ )?down\b|\bplease note\b|\bmake a (?:mental |permanent |standing |proper )?note(?: of (?:this|that|it)\b)?"
    r"|\b(?:jot|put|write) (?:this|that|it) (?:down(?: somewhere)?|somewhere)\b|\b(?:jot|write|put) down\b(?=\s+(?:that|this)\b|\s*[:—–-])|\bnote for later\b|\bnote to self\b|\bkeep (?:this|that|it)(?: one)? in mind\b|\b(?:commit|save|store) (?:this|that|it) to memory\b"
    r"|\bkeep (?:it|this|that) as (?:a|the|our) (?:standing |permanent )?(?:rule|convention|policy)\b(?=[^.?!\n]{0,40}:\s)"  # "please keep it as a rule for this service: …"
    r"|\bkeep in (?:your |ur )?mind\b|\bfor the record\b|\b(?:don'?t|never) (?:ever )?forget (?:that|about)\b|\bwrite (?:this|that) down\b"
    r"|\bis what (?:you|u) (?:keep|remember|store|hang on to|hold on to)\b|\b(?:don'?t|do not|never) lose (?:this|that)\b(?=\s*[:—–-])"  # "don't lose this: …"
    # "this one you should hang on to: rows expire after 13 months"
    r"|\b(?:hang|hold) on to (?:this|that|it)\b|\b(?:hang|hold) on to\b(?=\s*[:—–-])"
    # "this is going to matter in later sessions, so: nothing in this database changes by hand"
    r"|\b(?:this|that|it)(?:'s| is| will)? (?:going to |gonna )?matters? (?:in|for) (?:later|future|the next|all|every) "
    r"(?:future )?(?:sessions?|work|chats?)\b(?=[^.!?\n]{0,20}:)"
    # "store this somewhere for yourself: qlab-ui talks only to …"
    r"|\b(?:store|save|keep|file|stash|put) (?:this|that|it) (?:somewhere )?for (?:yourself|your ?self|future you|later you)\b"
    r"|\b(?:want|need) (?:you|u) to (?:remember|keep|note)\b(?!\s+(?:it|this|that)?\s*(?:short|simple|small|quiet|going|running|open|clean)\b)|\b(?:etch|burn) (?:this|that|it) in(?:to)?\b"
    r"|\bbetween sessions\b(?=[^.!?\n]{0,10}:)"  # "… into whatever you keep between sessions: nothing goes …"
    # "Whatever session you're in after today: enrol gets no deploys on a registration opening day …"
    # ("and for whatever sessions come after this one: a view through a gift link never counts …")
    r"|\b(?:whatever|whichever|any|every|each) (?:later |future |other |new )?sessions?\b[^:.!?\n]{0,40}(?=\s*[:—–-])"
    # "write into CLAUDE.md that …", "can you put in AGENTS.md that …": the agent's standing instructions
    r"|\b(?:write|put|add|note|stick|drop|keep)\b[^.]{0,20}\b(?:in|into|to)\s+(?:the\s+)?`?(?:CLAUDE|AGENTS)\.md\b"
    r"|\bfor (?:future|later) reference\b"
    # "and don't forget, we never …", "pls dont forgt:", "fyi for later:", "just so you know for next time",
    # "bear in mind", "let's set this in stone:", "rule of thumb here:" ("just so you know why I said no" explains)
    r"|\b(?:don'?t|do not) forg[eo]?t\b(?=\s*(?:[,:—–-]|this|it\b))|\bfyi,? for (?:later|next time|the future)\b"
    r"|\bjust so you know\b(?!\s+(?:why|what|how|where|who)\b)|\bbear (?:this |that |it )?in mind\b|\bset (?:this|that|it) in stone\b"
    r"|\brule of thumb\b|\bstanding (?:rule|instruction|order|thing)s?\b|\bfor next time\b(?=\s*[,:—–-])"
    # a rule said again with insistence: "how many times do I have to say it: …", "I've told you twice",
    # "you keep forgetting that …", "I want to be very clear: …", "for the last time, …"
    r"|\bhow (?:many times|often) (?:do|must|should|will) i (?:have to |need to )?(?:say|tell|repeat)\b|\bi(?:'ve| have) (?:already )?told you"
    r"|\byou keep (?:forgetting|doing|adding|using|putting|writing|ignoring)\b|\bi want to be (?:\w+ )?clear\b"
    # "store this in memory:", "put this in your notes:", "add to your memory that …", "(can you) remember that …?"
    r"|\b(?:save|store|put|add|keep|write)(?: (?:this|that|it))? (?:in|to|into) (?:your |the )?(?:long[- ]term |permanent )?(?:memory|notes)\b"
    r"|^\W*(?:can|could|would|will) you (?:please )?remember that\b|(?<!\bi )(?<!n't )(?<!\bto )\bmemori[sz]e\b"
    r"|\bfor the last time\b|\bfor (?:all |every )?(?:the |of the )?(?:future|later|coming|upcoming|subsequent|next) sessions?\b|\bin (?:all|every|each) (?:of )?(?:the )?(?:future|later|coming|upcoming|subsequent|next) sessions?\b|\bfor (?:the )?future\b(?=\s*[,:—–-])"
    r"|\b(?:non-?negotiable|not up for (?:debate|discussion|negotiation))\b(?=[^.!?\n]{0,40}:)"  # ("non-negotiable, today and in every later session: private keys …")
    r"|\b(?:that'?s|that is|this is) non-?negotiable\b|(?<=[\w,;] )(?:this|that|it)(?:'s| is) (?:permanent|team-wide)\b"  # (opening a sentence it points back)  # ("CI never promotes past the internal track, that's non-negotiable")
    r"|\bdon'?t let me forget\b|\b(?:i'?ll|i will)(?: (?:just|probably|definitely|totally|surely))? forget\b|^\W*(?:(?:and|oh|also|ps)\W+)?(?:TIL|today i learned)\b|\blessons? learned\b"
    # "this is important for later: …", "I keep forgetting this so save it: …"
    # "things to remember:", "a few things for your notes:" over a list of what to keep
    r"|\b(?:things?|stuff|points?|facts?) to (?:remember|keep in mind|note)\b|\bfor your notes\b"
    # "can you store that: …", "please store this:", "log this for later:"
    r"|\b(?:store|save|log|record|file) (?:this|that|it)(?: for (?:later|next time))?(?=\s*[:—–-])"
    r"|\byou(?:'ll| will) need (?:this|that|it) (?:later|next time|again)\b|\byou(?:'ll| will) need to know (?:this|that)\b(?=[^.!?\n]{0,20}:)|\bthat'?s what (?:you|u) (?:should )?remember\b"  # "and you'll need this later: …"
    r"|\bimportant for (?:later|the future|next time)\b|\bfor later\b(?=\s*[:—–-])|\bsave (?:this|that|it)\b(?=\s*[:—–-])"
    r"|\bmental note\b(?=\s*[:—–-])|^\W*(?:and |also |oh )?next time\s*[,:—–-]\s*(?!i\b|we\b|you\b)"
    r"|(?-i:^\W*[Mm]emo\s*:)"  # ("MEMO: Embargoed material, …" heads a pasted document)
    # "pin this: …", "for posterity: …", "I keep telling you this: …", "what you need to remember is …"
    r"|\b(?:and )?this one stays\b(?=\s*[:—–-])|\bfor all (?:future|later) (?:work|sessions|changes|tasks)\b"
    r"|\b(?:please )?retain (?:this|that|it)\b|\bfile (?:this|that|it) away\b|\bthis (?:one )?matters\b(?=\s*[:—–-])|\bwhat (?:you|we) (?:need|have) to remember\b|\bthe (?:thing|one thing|one) to remember\b"
    # "make sure you remember the rollback …", "keep this somewhere:", "you should know for the future that …"
    r"|\bmake sure (?:you |to )?remember\b|\bkeep (?:this|that|it) somewhere\b|\bfor the future\b(?=\s+that\b)"
    # "please make sure your coding assistant keeps this as well: …" (in a memo the person pastes)
    r"|\b(?:your|the|our) (?:coding )?(?:assistant|agent|ai)\b[^.!?\n]{0,20}\b(?:keeps?|remembers?|knows?) (?:this|that|it)\b"
    # "stash this where you'll find it next time: …"
    # ("lodge this somewhere you'll find it next time: …": whatever the verb, the place is what asks)
    r"|\b(?:this|that|it)(?: down| away)?,? (?:somewhere |some ?place )?(?:where )?you(?:'ll| will| can)(?: always| easily)? find it\b"
    # "so keep it around: …", "keep this handy", "this one will come up again in later sessions"
    r"|\b(?:keep|have) (?:this|that|it)(?: one)? (?:around|handy|on file|on record)(?=\s*(?:[:,.;!—–-]|$|for\b|so\b))|\b(?:will|'ll|is going to) come up again\b"
    r"|\bpin (?:this|that)(?=\s*[:—–-])|\bfor posterity\b|\bi keep (?:telling|reminding|saying to) you\b"
    # "Keep this one, it'll bite us otherwise: …", "keep this one, forever: …"
    r"|^\W*(?:(?:and|so|pls|please|ok)\W+)*keep (?:this|that)(?: one)?(?=\s*[,:—–-])"
    # what to keep said with the memory, a later session or a lasting verb: "a thing for your memory:",
    # "make sure this sticks", "carry this over to next time", "store that somewhere permanent",
    # "worth remembering:", "take note:", "remind yourself next time …", "I want this kept"
    r"|\b(?:in|into|to|for) (?:your|ur|the) memory\b(?=\s*(?:[:;!?—–-]|$|please|pls|too|as well|for\b))"
    r"|\b(?:make sure|let) (?:this|that|it) sticks?\b|\b(?:want|need) (?:this|that|it) to stick\b|\b(?:this|that|it) should survive\b|\bcarry (?:this|that|it) (?:over|forward)\b"
    r"|\b(?:store|save|log|put|keep) (?:this|that|it) (?:somewhere )?(?:permanent(?:ly)?|for good|for next time|for later)\b"
    r"|\b(?:worth (?:remembering|keeping|noting)|(?:one|thing|something) to keep|(?:take|keep) note)\b(?=\s*[:—–-])"
    r"|\bremind yourself\b(?!\s+to\b)|\b(?:next|future|later) sessions? (?:you )?(?:should|need to|must|will want to) know\b"
    r"|\byou(?:'ll| will) want (?:this|that|it) (?:next time|later|again)\b|\bi want (?:this|that|it) kept(?=\s*(?:[:,.;!—–-]|$))"
    # "if you ever wire a new sender in, or touch the scheduling again: quiet hours are …", "it stays, for good: …"
    # "this is how it is for every model we write, today and after: revenue gets its date from …"
    # ("and for any alert you build for me, today or in a month: a single till never pages anyone")
    r"|\b(?:today|now) (?:and|or) (?:after|afterwards|later|always|forever|from now on|in a (?:week|month|year))\b"
    # ("I want it treated as the rule for every change anyone makes to erasure in this service: …")
    r"|\bfor (?:every|any|each) \w+ (?:we|you|anyone|anybody|someone|people) (?:ever )?(?:write|add|build|make|create|touch|do)e?s?\b"
    r"(?=[^.!?\n]{0,50}:)|\btreated as (?:the|a|our) (?:rule|standard|law)\b"
    r"|\bif you ever\b[^.!?\n]{0,80}\bagain(?=\s*:)|\bstays?,? (?:so )?(?:for good|forever|permanently|for always)\b(?=\s*[:—–-])"
    # a lead-in that says what follows its colon outlasts today ("this one outlives the ticket, for every later
    # session: …", "and this i want in every future chat: …"), however it is worded
    r"|\b(?:this|that|it)(?: one)?\b(?=[^:.!?\n]{0,50}\b(?:(?:later|future|coming|next|other|all|every)\s+(?:\w+\s+)?(?:sessions?|chats?|conversations?)"
    r"|beyond (?:this|today)\b|for the long (?:haul|run)|permanent(?:ly)?|not up for\b|set in stone)"
    r"[^:.!?\n]{0,30}:\s*\S+(?:\s+\S+){3})"  # (the marker is the pointer alone: what follows is said, not a request)
    r"|\bis it possible for you to remember\b|\b(?:consider|treat|take) (?:it|this|that|this one|that one) (?:as )?(?:standing|permanent|a standing rule|a permanent rule)\b|\b(?:matters|counts|holds|applies|stands|stays|lives) beyond (?:today|this (?:session|task|ticket|pr|change|issue|branch|story|sprint|fix))\b|\bfor (?:all |every )?(?:the )?next sessions?\b"
    # a heads-up about what is ahead: "heads up for next month: from 1 January …"
    r"|\bheads[- ]up\b(?=[^.!?\n]{0,30}\b(?:next (?:week|month|year|sprint|quarter|release)|from (?:the )?\d"
    r"|from (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|starting|as of|(?:up)?coming)\b)"
    # the same asked in the languages people mix in: Dutch, German, French, Spanish, Italian, Portuguese
    r"|\b(?:onthoud|vergeet niet|merk dir|merke dir|bitte merken|zu merken|denk dran|vergiss nicht|nicht vergessen|retiens|n'oublie pas"
    r"|souviens-toi|rappelle[- ]toi|retenir que|garde en t[êe]te|recuerda|acu[ée]rdate|no olvides|ten en cuenta|ricordati|ricorda(?: che|(?=\s*:))"
    r"|non dimenticare|lembre-se|lembra que|n[ãa]o esque[çc]a|lembr[ae](?:-se)? diss?o|guard[ae] iss?o|merci de (?:retenir|noter|garder))\b", _I)
# A request to remember inside a pasted page is the page's unless it asks the agent or its memory: "for
# engineering, and please make sure your coding assistant keeps this as well: …" is; the minister's
# office's "Please note the Minister expects …" to its readers is not.
ASKS_THE_AGENT = re.compile(rf"(?!^\W*(?:please |kindly )?(?:note|nb|n\.b\.|fyi|for the record)\b)(?:{REMEMBER_ANYWHERE.pattern})"
                            r"|\b(?:assistant|agent|claude|codex|copilot|ai)\b[^.!?\n]{0,40}\b(?:keeps?|remembers?|knows?|notes?)\b", _I)
# A request to remember said as an aside: "set up compose (and remember that postgres runs on 5433
# here)": what to keep is the aside, not the request around it.
REMEMBER_ASIDE = re.compile(r"\((?:and |also |btw |oh |pls |please )*(?:remember|note|keep in mind|don'?t forget|fyi)"
                            r"(?: that)?[,:]?\s+(?P<kept>[^()]{12,})\)", _I)
# A request to remember that introduces what to keep: "so remember it: the sim runs on …", "make a
# mental note: we never …", "remember this." — what follows the colon (or the sentence) is the fact.
REMEMBER_INTRO = re.compile(rf"(?:{REMEMBER_ANYWHERE.pattern})(?:\s+(?:it|this|that|the following))?"
                            r"(?:\s+for (?:the future|later|next time|always|good|ever|all time|yourself))?"
                            # "please retain this, it's not written down anywhere yet: …": an aside before the colon
                            # "write this down somewhere you'll find it next time: …": or without the comma
                            # ("make a permanent note of this, please, it will save us the next time …: …"; not
                            # "keep in mind that the lockfile must …: …", whose that-clause is what to keep)
                            r"(?:(?![,\s]*that\b)(?![^:.!?\n]*\b(?:for now|right now|for the moment|for today)\b)"
                            r"(?:,[^:.!?\n—–]{3,80}|\s[^:.!?\n—–]{3,60})(?=:\s|\s[—–]\s))?"
                            r"\s*(?::\s|[—–]\s|[.!]*$)",  # ("stick it in AGENTS.md so every session has it — no restarts …")
                            _I)

# "please keep it in your memory for me, because I am sure I forget": the request names nothing of its
# own, however long the reason after it; what to keep is the sentence before
KEEP_IT = re.compile(r"^\W*(?:(?:and|so|also|oh|pls|please)\W+)*(?:you (?:must|should|have to|need to) )?(?:keep|store|save|put|add) (?:that|this|it)"
                     r" (?:in|to|into) (?:your |the )?(?:memory|notes|mind)\b[^.!?:]{0,150}[.!]?$", _I)
# "the export uses semicolons, not commas. keep that in mind for the parser.": a request to remember
# that points back at the sentence before it
REMEMBER_BACK = re.compile(r"^\W*(?:(?:and|so|also|oh|pls|please|for (?:future|later) reference)\W+)*(?:keep (?:that|this|it) in mind|bear (?:that|this|it) in mind"
                           r"|remember (?:that|this|it)|don'?t (?:let me )?forget (?:that|this|it)|note (?:that|this|it)(?: down)?"
                           r"|write (?:that|this|it) down|save (?:that|this|it)|keep (?:that|this) instead"
                           r"|(?:hang|hold) on to (?:that|this|it)(?: one)?\b"  # "hang on to that one, I will absolutely do this again"
                           # "… That is the one to remember.", "03:30. that's the time to keep in your notes, not …"
                           r"|(?:that|this)(?:'s| is) the (?:one|time|value|number|date|port|setting|name|version|limit)"
                           r" (?:to|(?:i (?:need|want)|you (?:need|have)) (?:you )?to) (?:remember|keep|note|store|hold on to|hang on to)"
                           r"|remember (?:that|this) one\b[^.!?]{0,100}[.!]?$"  # "remember that one, the goroutine thing is how we lost …"
                           # "forget the 07:00, the 18:00 one is what you keep"
                           r"|(?:forget [^,.]{1,30},\s*)?(?:the |that )?[^,.]{1,30}? is what (?:you|u) (?:keep|remember|store|hang on to|hold on to)"
                           r"|add (?:it|that|this) to what you know(?: about [\w ]{2,30})?"
                           # "can you store that so I don't have to explain it again"
                           r"|(?:can|could|would|will) you (?:please )?(?:remember|store|save|note|keep) (?:that|this|it))"
                           rf"\b[^.!?]{{0,50}}[.!]?$|{KEEP_IT.pattern}", _I)


# How the agent should answer, said in a few words: "shorter answers pls", "no emojis in code comments".
ANSWER_STYLE = re.compile(r"^\W*(?:(?:please|pls|and|also|oh),? )*(?:(?:shorter|brief(?:er)?|more concise|terser|less verbose)"
                          r" (?:answers|replies|responses|messages|explanations)|no emojis?(?: in [\w ]{3,30})?)"
                          r"(?:,? (?:pls|please|from now on|going forward|thanks|thx|ty))?\W*$", _I)


# A rule said to stand in words no marker list has: "…, that's standing", "this sentence is law for us — …, and
# this stays true for every feature we build later", "this one stays for good", "for every future change in this repo:"
SAID_TO_STAND = (r"\b(?:that|this|it)(?:'s| is) (?:standing|permanent)(?= *(?:[.,;!]|$))"
                 r"|\bis (?:the )?law (?:for us|here)\b|\b(?:stays|holds|remains) true for (?:every|all|any)\b"
                 r"|\b(?:stays|holds|stands) for good\b|\bfor every future (?:change|feature|session|project)\b"
                 # "let's make this a thing: failover drill every quarter, …": what follows is done from now on
                 r"|\blet'?s make (?:this|it|that) a (?:thing|habit|routine|regular thing|standing thing)\s*:")
