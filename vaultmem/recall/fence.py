"""Keep quoted note text inside the <vaultmem-context> fence.

Injected context is data, not instructions. A note (written by a person, an agent through MCP, or
extracted from a transcript an attacker could have fed) must not be able to close our wrapper, open
a role block, or imitate another chat template's control tokens. Models read text after something
like Unicode normalisation, so the check runs on the normalised text, and the normalised text is what
we inject: zero-width and other format characters, variation selectors, Unicode "tag" characters,
fullwidth or small-form brackets and HTML entities all hide a tag from a plain pattern but not from a
model.
"""

from __future__ import annotations

import html
import re
import unicodedata

# Default-ignorable code points that are not category Cf (which `normalize` drops wholesale):
# combining grapheme joiner, Hangul fillers, Mongolian free variation selectors, variation
# selectors (BMP and supplementary).
_IGNORABLE = re.compile("[\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0"
                        "\U000e0100-\U000e01ef]")

# Angle-bracket tags of our own wrapper and of chat/tool templates, opening or closing, namespaced
# or not ("antml:invoke"), also unterminated: "</vaultmem-context" would otherwise close on the
# next block's ">".
_ROLE_NAMES = (r"vaultmem[\w-]*|system[\w-]*|developer|user|assistant|human|model|bot|tool[\w-]*"
               r"|instructions?|im_start|im_end|function[\w-]*|invoke|parameter|antml:[\w-]+|[\w-]*:invoke"
               r"|[\w-]*:parameter|[\w-]*:function[\w-]*|result|results|output|start_of_turn|end_of_turn"
               r"|context|memory|prompt|message|messages|thinking|reasoning|document|documents")
_TAGLIKE = re.compile(rf"<\s*/?\s*\|?\s*(?:{_ROLE_NAMES})\b[^<>]*>?", re.I)
# Special tokens of open-weight templates: <|start_header_id|>, <|eot_id|>, <|endoftext|> ...
_SPECIAL_TOKEN = re.compile(r"<\s*\|[^<>|\n]{1,40}\|\s*>?")
# Llama-2 style instruction markers: [INST], [/INST], <<SYS>>, <</SYS>>.
_INST = re.compile(r"\[\s*/?\s*INST\s*\]|<<\s*/?\s*SYS\s*>>", re.I)


def normalize(text: str) -> str:
    """The text a model effectively reads: entities decoded, NFKC, invisible characters removed."""
    for _ in range(3):  # "&amp;lt;" needs two rounds; more nesting than that is left encoded
        decoded = html.unescape(text)
        if decoded == text:
            break
        text = decoded
    text = unicodedata.normalize("NFKC", text)
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")  # ZWSP, soft hyphen, bidi, tags
    return _IGNORABLE.sub("", text)


def _soften(match: re.Match[str]) -> str:
    return match.group(0).replace("<", "‹").replace(">", "›").replace("[", "⟦").replace("]", "⟧")


def defang(text: str) -> str:
    """Normalise, then neutralise tag-like sequences so quoted text cannot break out of the fence.

    The replacements (‹ › ⟦ ⟧) are not folded back to ASCII by NFKC, so a reader that normalises
    again still sees no tag.
    """
    text = normalize(text)
    text = _TAGLIKE.sub(_soften, text)
    text = _SPECIAL_TOKEN.sub(_soften, text)
    return _INST.sub(_soften, text)
