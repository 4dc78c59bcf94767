#!/usr/bin/env python3
"""long_functions.py - lists the C++ functions in src/ and web/*.cpp longer than N lines.

    python3 scripts/long_functions.py            # functions over 80 lines
    python3 scripts/long_functions.py --max 60   # over 60 lines
    python3 scripts/long_functions.py FILE...    # only these files

Prints `path:line: name (K lines)`, longest first, then a count. A function runs from the line of
its name to the line of its closing brace, both counted. It is a report, not a gate: it exits 0
(2 for a bad command line).

How it reads C++ without a compiler: comments, string and character literals (raw strings and
digit separators such as 1'000 included) are blanked first, so a brace inside them counts for
nothing; preprocessor lines are dropped, and of each #if/#else only the first branch is read, so
the braces stay balanced. A `{` at namespace or class scope opens a function when the text before
it reads `name(...)`, perhaps followed by qualifiers, a trailing return type or a constructor's
initialiser list. Everything inside a function (lambdas, local classes) belongs to that function;
a lambda held by a variable outside any function is not counted.
"""
import argparse
import bisect
import os
import re
import signal
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RAW_STRING = re.compile(r'"([^()\\\s"]{0,16})\(')  # R"delim( ... )delim"
# An operator's name, up to its parameter list: operator(), operator==, operator bool, ...
OPERATOR = re.compile(r"operator\s*(\(\)|\[\]|new\b|delete\b|[^\sA-Za-z_(]+|[A-Za-z_][\w:<>,\s*&]*?(?=\s*\())")


# [SECTION] Blanking: comments, literals and preprocessor lines become spaces (newlines stay)

def first_branches(text):
    """Blanks the #else/#elif branches, so each #if contributes the braces of its first branch."""
    out, later = [], []  # later[k]: whether the k-th open #if is past its first branch
    for line in text.split("\n"):
        m = re.match(r"\s*#\s*(\w+)", line)
        word = m.group(1) if m else ""
        hidden = any(later)
        if word in ("if", "ifdef", "ifndef"):
            later.append(False)
        elif word.startswith("el") and later:
            later[-1] = True
            hidden = True
        elif word == "endif" and later:
            later.pop()
        out.append("" if hidden else line)
    return "\n".join(out)


def blank(text):
    out, i, n = [], 0, len(text)
    line_start = True

    def spaces(j):  # blanks text[i:j], keeping its newlines
        out.append(re.sub(r"[^\n]", " ", text[i:j]))
        return j

    while i < n:
        c = text[i]
        if c == "\n":
            line_start = True
            out.append(c)
            i += 1
        elif c in " \t\r\f\v":
            out.append(c)
            i += 1
        elif c == "#" and line_start:
            i = spaces(line_end(text, i))
        elif text.startswith("//", i):
            i = spaces(line_end(text, i))
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = spaces(n if j < 0 else j + 2)
        elif c == '"':
            line_start = False
            j = raw_string_end(text, i) or literal_end(text, i, '"')
            out.append('"')
            i += 1
            i = spaces(j - 1)
            out.append('"')
            i = j
        elif c == "'" and not is_digit_separator(text, i):
            line_start = False
            j = literal_end(text, i, "'")
            out.append("'")
            i += 1
            i = spaces(j - 1)
            out.append("'")
            i = j
        else:
            line_start = False
            out.append(" " if c == "'" else c)
            i += 1
    return "".join(out)


def line_end(text, i):
    """The end of the line at i, following backslash continuations (directives, // comments)."""
    while True:
        j = text.find("\n", i)
        if j < 0:
            return len(text)
        if text[j - 1] != "\\":
            return j
        i = j + 1


def raw_string_end(text, i):
    """The index just past a raw string whose quote is at i (R"x(...)x", u8R"(...)"), else None."""
    k = i
    while k > 0 and (text[k - 1].isalnum() or text[k - 1] == "_"):
        k -= 1
    if text[k:i] not in ("R", "u8R", "uR", "UR", "LR"):
        return None
    m = RAW_STRING.match(text, i)
    if not m:
        return None
    close = text.find(")" + m.group(1) + '"', m.end())
    return len(text) if close < 0 else close + len(m.group(1)) + 2


def literal_end(text, i, quote):
    """The index just past the string or character literal opening at i."""
    j, n = i + 1, len(text)
    while j < n:
        if text[j] == "\\":
            j += 2
        elif text[j] == quote:
            return j + 1
        elif text[j] == "\n":  # an unterminated literal ends with its line
            return j
        else:
            j += 1
    return n


def is_digit_separator(text, i):
    """Whether the ' at i sits inside a number, as in 1'000'000 or 0xFF'FF (not u8'x' or L'x')."""
    k = i
    while k > 0 and (text[k - 1].isalnum() or text[k - 1] in "_'."):
        k -= 1
    return k < i and text[k].isdigit() and i + 1 < len(text) and text[i + 1].isalnum()


# [SECTION] Declarations: is the text before a `{` a function's signature?

NOT_NAMES = {"if", "for", "while", "switch", "catch", "return", "sizeof", "alignof", "decltype",
             "alignas", "static_assert", "requires", "noexcept", "throw", "new", "delete", "__attribute__"}


def matching(code, i, open_c, close_c):
    """The index of the bracket that closes the one at i (the last index if none does)."""
    depth = 0
    for j in range(i, len(code)):
        if code[j] == open_c:
            depth += 1
        elif code[j] == close_c:
            depth -= 1
            if depth == 0:
                return j
    return len(code) - 1


def parameter_list(h):
    """(name, index of the '(') of the first call-shaped `name(` in the declaration h, skipping
    attributes and template arguments; (None, -1) if there is none."""
    i, angle, square = 0, 0, 0
    while i < len(h):
        m = OPERATOR.match(h, i)
        if m and (i == 0 or not (h[i - 1].isalnum() or h[i - 1] == "_")):
            j = m.end()
            while j < len(h) and h[j] == " ":
                j += 1
            if angle == 0 and square == 0 and j < len(h) and h[j] == "(":
                return qualified_name(h, i, j), j
            i = j
            continue
        c = h[i]
        if c == "[":
            square += 1
        elif c == "]":
            square -= 1
        elif c == "<":
            angle += 1
        elif c == ">" and angle > 0:
            angle -= 1
        elif c == "(":
            before = re.search(r"(~?[A-Za-z_]\w*)\s*$", h[:i])
            if angle == 0 and square == 0 and before and before.group(1).lstrip("~") not in NOT_NAMES:
                return qualified_name(h, before.start(1), i), i
            i = matching(h, i, "(", ")")
        i += 1
    return None, -1


def qualified_name(h, start, paren):
    """The name ending just before h[paren], with its A::B<T>:: qualifiers."""
    name = h[start:paren].strip()
    while True:
        m = re.search(r"([A-Za-z_]\w*\s*(?:<[^()]*?>)?\s*::\s*~?)$", h[:start])
        if not m:
            break
        name = h[m.start(1):start] + name
        start = m.start(1)
    return re.sub(r"\s*::\s*", "::", name)


def without_template_head(h):
    """h without a leading `template <...>` (its default arguments may hold '=' and '(')."""
    m = re.match(r"template\s*<", h)
    if not m:
        return h
    depth, i = 1, m.end()
    while i < len(h) and depth:
        if h[i] == "(":
            i = matching(h, i, "(", ")")
        elif h[i] == "<":
            depth += 1
        elif h[i] == ">":
            depth -= 1
        i += 1
    return h[i:].lstrip()


def function_name(header):
    """The function's name if header (the text since the last ; { or } of this scope) ends with a
    function's signature, else None."""
    h = without_template_head(" ".join(header.split()))
    if not h or re.match(r"(?:inline\s+)?namespace\b", h) or re.fullmatch(r'extern\s*"\s*"', h):
        return None
    name, p = parameter_list(h)
    if name is None:
        return None
    if re.search(r"(?<![=!<>+\-*/%&|^])=(?!=)", h[:p].replace(name, "")):
        return None  # an initialiser: `auto f = g(...) {` is not a definition
    if re.match(r"(?:class|struct|union|enum)\b", h) and not re.search(r"\w\s*$", h[:p]):
        return None
    rest = h[matching(h, p, "(", ")") + 1:].strip()
    if rest and not re.match(r"(?:const|volatile|noexcept|override|final|mutable|constexpr|&|->|:|requires|try|"
                             r"throw|__attribute__|[A-Z][A-Z0-9_]*\b)", rest):
        return None
    return name


def is_member_init(header):
    """Whether a `{` after this header brace-initialises a member in a constructor's initialiser
    list (`X() : a{1}, b{2} {`) rather than opening the body."""
    h = without_template_head(" ".join(header.split()))
    _, p = parameter_list(h)
    rest = h[matching(h, p, "(", ")") + 1:]
    return bool(re.match(r"\s*(?:noexcept\s*)?:(?!:)", rest)) and bool(re.search(r"[\w>]\s*$", rest))


# [SECTION] Scanning a file

def functions(path):
    """(line, name, length in lines) for each function defined in the file at path."""
    with open(path, encoding="utf-8", errors="replace") as f:
        code = blank(first_branches(f.read()))
    newlines = [i for i, c in enumerate(code) if c == "\n"]

    def line_of(i):
        return bisect.bisect_left(newlines, i) + 1

    found, scopes = [], []  # scopes: the class name, or None, of each open namespace/class brace
    boundary, i = 0, 0
    while i < len(code):
        c = code[i]
        if c == ";":
            boundary = i + 1
        elif c == "(":  # braces inside parentheses (EM_JS bodies, default arguments) are the header's
            i = matching(code, i, "(", ")")
        elif c == "}":
            if scopes:
                scopes.pop()
            boundary = i + 1
        elif c == ":" and re.search(r"\b(?:public|private|protected)\s*$", code[boundary:i]):
            boundary = i + 1
        elif c == "{":
            header = code[boundary:i]
            name = function_name(header)
            if name is not None and not is_member_init(header):
                end = matching(code, i, "{", "}")
                at = name_index(code, boundary, i, name)
                owner = next((s for s in reversed(scopes) if s), None)
                shown = owner + "::" + name if owner and "::" not in name else name
                found.append((line_of(at), shown, line_of(end) - line_of(at) + 1))
                i, boundary = end, end + 1
            elif name is not None:  # a member's braces inside an initialiser list
                i = matching(code, i, "{", "}")
            else:
                i = open_scope(code, i, header, scopes)
                boundary = i + 1
        i += 1
    return found


def open_scope(code, i, header, scopes):
    """Handles a `{` that opens no function: a namespace or class is entered (pushed on scopes);
    an enum's or an initialiser's braces are skipped. Returns where the scan goes on."""
    h = without_template_head(" ".join(header.split()))
    if not h or re.match(r"(?:inline\s+)?namespace\b", h) or re.fullmatch(r'extern\s*"\s*"', h):
        scopes.append(None)
        return i
    m = re.match(r"(?:\[\[.*?\]\]\s*)?(?:class|struct|union)\s+(?:\[\[.*?\]\]\s*)?(?:alignas\s*\(.*?\)\s*)?"
                 r"([A-Za-z_]\w*)(?:\s*<.*>)?(?:\s+final)?\s*(?::[^=]*)?$", h)
    if m:
        scopes.append(m.group(1))
        return i
    if re.match(r"(?:class|struct|union)\s*$", h):  # an unnamed class
        scopes.append(None)
        return i
    return matching(code, i, "{", "}")


def name_index(code, start, end, name):
    """Where the function's name stands in code[start:end]: its last part, before its '('."""
    last = name.split("::")[-1]
    word = "operator" if last.startswith("operator") else re.escape(re.sub(r"<.*$", "", last))
    pattern = word if word == "operator" else r"(?<![\w~])~?" + word + r"\b\s*(?:<[^()]*>)?\s*\("
    m = re.compile(pattern).search(code, start, end)
    return m.start() if m else start


# [SECTION] Report

def sources(paths):
    if paths:
        return paths
    out = []
    for folder, _, files in os.walk(os.path.join(ROOT, "src")):
        out += [os.path.join(folder, f) for f in files if f.endswith((".cpp", ".h", ".hpp", ".cc"))]
    web = os.path.join(ROOT, "web")
    if os.path.isdir(web):
        out += [os.path.join(web, f) for f in os.listdir(web) if f.endswith(".cpp")]
    return sorted(out)


def main():
    if hasattr(signal, "SIGPIPE"):  # `| head` ends the report quietly
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    ap = argparse.ArgumentParser(description="Lists the C++ functions in src/ and web/*.cpp longer than N lines.")
    ap.add_argument("--max", type=int, default=80, metavar="N", help="report functions over N lines (default 80)")
    ap.add_argument("files", nargs="*", help="files to read instead of src/ and web/*.cpp")
    args = ap.parse_args()
    rows = []
    for path in sources(args.files):
        shown = path if args.files else os.path.relpath(path, ROOT)
        rows += [(length, shown, line, name) for line, name, length in functions(path) if length > args.max]
    rows.sort(key=lambda r: (-r[0], r[1], r[2]))
    for length, path, line, name in rows:
        print(f"{path}:{line}: {name} ({length} line{'' if length == 1 else 's'})")
    print(f"{len(rows)} function{'' if len(rows) == 1 else 's'} over {args.max} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
