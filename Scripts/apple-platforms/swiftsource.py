"""Just enough of a Swift source file for the checks: its tokens outside comments
and string literals, which `#if` branches each Apple platform compiles, and the
regions `if #available`, `guard #available` and `@available` open.

Files are read as bytes (decoded Latin-1, one character a byte), so offsets and
columns are UTF-8 byte offsets, as the index store counts them."""

import bisect
import re

from conditions import PLATFORM_NAMES, evaluate

KEYWORD_CHARS = re.compile(r"[A-Za-z0-9_\x80-\xff]")
IDENT_START = re.compile(r"[A-Za-z_\x80-\xff]")
DIRECTIVE = re.compile(r"#(if|elseif|else|endif)\b")
DECLARATION_KEYWORDS = {"func", "var", "let", "init", "deinit", "subscript", "class", "struct", "enum", "protocol",
                        "extension", "actor", "typealias", "case", "macro"}


class Token:
    __slots__ = ("kind", "text", "start")

    def __init__(self, kind, text, start):
        self.kind, self.text, self.start = kind, text, start

    def __repr__(self):
        return f"{self.kind}:{self.text}@{self.start}"


class SourceFile:
    def __init__(self, path, platforms, linux_only):
        with open(path, "rb") as file:
            self.text = file.read().decode("latin-1")
        self.path = path
        self.platforms = platforms  # the package's declared Apple platforms: {"ios": (15, 0), ...}
        self.linux_only = linux_only
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        self.tokens = []
        self.branches = []  # (start, end, platforms that do not compile it)
        self._tokenize()
        self._match_braces()
        self.regions = []  # (start, end, {platform: version}) where that much is known available
        self._find_availability_regions()

    # Positions

    def position(self, offset):
        line = bisect.bisect_right(self.line_starts, offset)
        return line, offset - self.line_starts[line - 1] + 1

    def offset(self, line, column):
        return self.line_starts[line - 1] + column - 1

    def compiled_on(self, offset):
        """The declared platforms whose build compiles the code at `offset`."""
        platforms = set(self.platforms)
        for start, end, excluded in self.branches:
            if start <= offset < end:
                platforms -= excluded
        return platforms

    def known_available(self, offset):
        """{platform: version} the code at `offset` may assume (if #available, @available)."""
        known = {}
        for start, end, versions in self.regions:
            if start <= offset < end:
                for platform, version in versions.items():
                    known[platform] = max(known.get(platform, (0, 0)), version)
        if "ios" in known:
            known.setdefault("maccatalyst", known["ios"])
        return known

    # Tokens

    def _skip_string(self, i):
        """The offset after the string literal starting at `i` (its `#`s or quote)."""
        text = self.text
        hashes = 0
        while text.startswith("#", i + hashes):
            hashes += 1
        i += hashes
        multiline = text.startswith('"""', i)
        quote = '"""' if multiline else '"'
        close = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        i += len(quote)
        while i < len(text):
            if text.startswith(close, i):
                return i + len(close)
            if text.startswith(escape, i):
                i += len(escape)
                if text.startswith("(", i):
                    i = self._skip_interpolation(i + 1)
                else:
                    i += 1
                continue
            if text[i] == "\n" and not multiline:
                return i
            i += 1
        return i

    def _skip_interpolation(self, i):
        depth = 1
        text = self.text
        while i < len(text) and depth:
            c = text[i]
            if c == '"' or (c == "#" and text.startswith('"', i + 1)):
                i = self._skip_string(i)
                continue
            depth += {"(": 1, ")": -1}.get(c, 0)
            i += 1
        return i

    def _skip_block_comment(self, i):
        depth = 0
        text = self.text
        while i < len(text):
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
                if depth == 0:
                    return i
            else:
                i += 1
        return i

    def _tokenize(self):
        text = self.text
        i = 0
        chains = []  # per open #if: [branch start, excluded so far, platforms some earlier branch takes, outer excluded]
        at_line_start = True
        while i < len(text):
            c = text[i]
            if c == "\n":
                at_line_start = True
                i += 1
                continue
            if c in " \t\r":
                i += 1
                continue
            if text.startswith("//", i):
                i = text.find("\n", i)
                i = len(text) if i < 0 else i
                continue
            if text.startswith("/*", i):
                i = self._skip_block_comment(i)
                continue
            directive = DIRECTIVE.match(text, i) if at_line_start else None
            if directive:
                end = text.find("\n", i)
                end = len(text) if end < 0 else end
                condition = text[directive.end():end].split("//")[0].strip()
                self._directive(directive.group(1), condition, i, end, chains)
                i = end
                continue
            at_line_start = False
            if c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
                start = i
                i = self._skip_string(i)
                self.tokens.append(Token("string", "", start))
                continue
            if c == "#" and text.startswith("#/", i):
                end = text.find("/#", i + 2)
                i = len(text) if end < 0 else end + 2
                continue
            if c == "`":
                end = text.find("`", i + 1)
                end = len(text) if end < 0 else end
                self.tokens.append(Token("ident", text[i + 1:end], i))
                i = end + 1
                continue
            if (c == "#" or c == "@") and i + 1 < len(text) and IDENT_START.match(text[i + 1]):
                j = i + 1
                while j < len(text) and KEYWORD_CHARS.match(text[j]):
                    j += 1
                self.tokens.append(Token("pound" if c == "#" else "attr", text[i:j], i))
                i = j
                continue
            if IDENT_START.match(c):
                j = i
                while j < len(text) and KEYWORD_CHARS.match(text[j]):
                    j += 1
                self.tokens.append(Token("ident", text[i:j], i))
                i = j
                continue
            if c.isdigit():
                j = i
                while j < len(text) and (KEYWORD_CHARS.match(text[j]) or (text[j] == "." and j + 1 < len(text) and text[j + 1].isdigit())):
                    j += 1
                self.tokens.append(Token("number", text[i:j], i))
                i = j
                continue
            self.tokens.append(Token("punct", c, i))
            i += 1
        for chain in chains:  # an #if left open: its branch runs to the end
            self.branches.append((chain[0], len(text), chain[1]))

    def _directive(self, kind, condition, start, end, chains):
        outer = chains[-1][1] if chains else set()
        if kind == "if":
            chains.append([end, None, set(), outer])
        elif not chains:
            return
        else:
            chain = chains[-1]
            self.branches.append((chain[0], start, chain[1]))
            if kind == "endif":
                chains.pop()
                return
            chain[0] = end
            outer = chain[3]
        chain = chains[-1]
        excluded = set(outer) | set(chain[2])
        for platform in self.platforms:
            value = True if kind == "else" else evaluate(condition, platform, self.linux_only)
            if value is False:
                excluded.add(platform)
            elif value is True:
                chain[2].add(platform)
        chain[1] = excluded

    def _match_braces(self):
        self.match = {}
        stack = []
        for index, token in enumerate(self.tokens):
            if token.kind != "punct":
                continue
            if token.text == "{":
                stack.append(index)
            elif token.text == "}" and stack:
                opening = stack.pop()
                self.match[opening] = index
                self.match[index] = opening
        self.enclosing = {}  # token index → index of the `{` of the innermost block around it
        stack = []
        for index, token in enumerate(self.tokens):
            if token.kind == "punct" and token.text == "}" and stack:
                stack.pop()
            if stack:
                self.enclosing[index] = stack[-1]
            if token.kind == "punct" and token.text == "{":
                stack.append(index)

    # Availability

    def _arguments(self, index):
        """The comma-separated groups of tokens in the parentheses after token `index`, and the `)`'s index."""
        if index + 1 >= len(self.tokens) or self.tokens[index + 1].text != "(":
            return [], index
        groups, group, depth = [], [], 0
        for j in range(index + 1, len(self.tokens)):
            token = self.tokens[j]
            if token.text == "(":
                depth += 1
                if depth == 1:
                    continue
            elif token.text == ")":
                depth -= 1
                if depth == 0:
                    groups.append(group)
                    return [g for g in groups if g], j
            if depth == 1 and token.text == ",":
                groups.append(group)
                group = []
            else:
                group.append(token)
        return groups, len(self.tokens) - 1

    @staticmethod
    def _versions(groups):
        versions = {}
        if groups and len(groups[0]) == 1 and groups[0][0].text in PLATFORM_NAMES:
            # @available(iOS, introduced: 16) / @available(iOS, unavailable)
            platform = PLATFORM_NAMES[groups[0][0].text]
            for group in groups[1:]:
                words = [t.text for t in group]
                if words[:2] == ["introduced", ":"] and len(words) > 2:
                    versions[platform] = parse_version(words[2])
                elif words == ["unavailable"]:
                    versions[platform] = (10**6, 0)
            return versions
        for group in groups:
            if len(group) >= 2 and group[0].text in PLATFORM_NAMES and group[1].kind == "number":
                versions[PLATFORM_NAMES[group[0].text]] = parse_version(group[1].text)
        return versions

    def _next(self, index, text):
        """The index of the next token `text` at the same brace and paren depth, or None."""
        depth = 0
        for j in range(index + 1, len(self.tokens)):
            t = self.tokens[j].text
            if depth == 0 and t == text and self.tokens[j].kind in ("punct", "ident"):
                return j
            if t in "({[" and self.tokens[j].kind == "punct":
                depth += 1
            elif t in ")}]" and self.tokens[j].kind == "punct":
                depth -= 1
                if depth < 0:
                    return None
        return None

    def _block(self, opening):
        closing = self.match.get(opening)
        return (self.tokens[opening].start, self.tokens[closing].start) if closing is not None else None

    def _find_availability_regions(self):
        for index, token in enumerate(self.tokens):
            if token.kind == "pound" and token.text in ("#available", "#unavailable"):
                groups, close = self._arguments(index)
                versions = self._versions(groups)
                if versions:
                    self._condition_region(index, close, token.text == "#available", versions)
            elif token.kind == "attr" and token.text == "@available":
                groups, close = self._arguments(index)
                versions = self._versions(groups)
                if versions:
                    self._declaration_region(index, close, versions)

    def _condition_region(self, index, close, available, versions):
        statement = None
        for j in range(index - 1, -1, -1):
            t = self.tokens[j]
            if t.kind == "ident" and t.text in ("if", "guard", "while"):
                statement = t.text
                break
            if t.kind == "punct" and t.text in "{};":
                break
        if statement is None:
            return
        if statement == "guard":
            else_index = self._next(close, "else")
            opening = else_index + 1 if else_index is not None else None
            if opening is None or self.tokens[opening].text != "{" or opening not in self.match:
                return
            if available:  # after the guard, to the end of the enclosing block
                outer = self.enclosing.get(index)
                end = self.tokens[self.match[outer]].start if outer is not None and outer in self.match else len(self.text)
                self.regions.append((self.tokens[self.match[opening]].start, end, versions))
            else:
                self.regions.append(self._block(opening) + (versions,))
            return
        opening = self._next(close, "{")
        if opening is None or opening not in self.match:
            return
        if available:
            self.regions.append(self._block(opening) + (versions,))
        else:  # if #unavailable(…) { } else { here }
            after = self.match[opening] + 1
            if after + 1 < len(self.tokens) and self.tokens[after].text == "else" and self.tokens[after + 1].text == "{":
                block = self._block(after + 1)
                if block:
                    self.regions.append(block + (versions,))

    def _declaration_region(self, index, close, versions):
        """From the attribute to the end of the declaration it marks: its body's `}`,
        or the next declaration when it has no body."""
        seen_keyword = False
        depth = 0
        for j in range(close + 1, len(self.tokens)):
            t = self.tokens[j]
            if t.kind == "punct" and t.text in "([":
                depth += 1
            elif t.kind == "punct" and t.text in ")]":
                depth -= 1
            elif t.kind == "punct" and t.text == "}" and depth == 0:
                self.regions.append((self.tokens[index].start, t.start, versions))
                return
            elif t.kind == "punct" and t.text == "{" and depth == 0:
                end = self.match.get(j)
                self.regions.append((self.tokens[index].start, self.tokens[end].start if end else len(self.text), versions))
                return
            elif t.kind == "ident" and t.text in DECLARATION_KEYWORDS and depth == 0:
                if seen_keyword:
                    self.regions.append((self.tokens[index].start, t.start, versions))
                    return
                seen_keyword = True
        self.regions.append((self.tokens[index].start, len(self.text), versions))

    # Modules

    def linux_only_uses(self):
        """(offset, module, how) of each import or qualified name of a Linux-only module."""
        uses = []
        tokens = self.tokens
        for index, token in enumerate(tokens):
            if token.kind != "ident" or token.text not in self.linux_only:
                continue
            before = tokens[index - 1] if index else None
            after = tokens[index + 1] if index + 1 < len(tokens) else None
            if before is not None and before.text == ".":
                continue
            back = index - 1
            while back >= 0 and tokens[back].kind == "ident" and tokens[back].text in (
                    "struct", "class", "enum", "protocol", "typealias", "func", "var", "let"):
                back -= 1
            if back >= 0 and tokens[back].kind == "ident" and tokens[back].text == "import":
                uses.append((token.start, token.text, "import"))
            elif after is not None and after.text == ".":
                uses.append((token.start, token.text, "qualified name"))
        return uses


def parse_version(text):
    parts = [int(p) for p in re.findall(r"\d+", text)[:2]]
    return (parts + [0, 0])[0], (parts + [0, 0])[1]
