"""The standard library's Apple availability, from `swift-symbolgraph-extract`,
which keeps it on Linux: USR → {platform: (major, minor) introduced, or
UNAVAILABLE}."""

import glob
import json
import os
import subprocess
import tempfile

# Swift, _StringProcessing (String's regex and collection-search methods), _Concurrency
# and Synchronization: what the package can use without importing anything else.
MODULES = ["Swift", "_StringProcessing", "_Concurrency", "Synchronization"]
# The symbol graph's domains, named as Package.swift names its platforms.
DOMAINS = {"macOS": "macos", "iOS": "ios", "macCatalyst": "maccatalyst", "tvOS": "tvos", "watchOS": "watchos",
           "visionOS": "visionos"}
UNAVAILABLE = (10**6, 0)


def extract(directory):
    target = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True)
    triple = json.loads(target.stdout)["target"]["triple"]
    for module in MODULES:
        subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-target", triple, "-output-dir", directory],
                       check=True, capture_output=True)


def _own(symbol):
    versions = {}
    for entry in symbol.get("availability") or []:
        platform = DOMAINS.get(entry.get("domain"))
        if platform is None:
            continue
        if entry.get("isUnconditionallyUnavailable"):
            versions[platform] = UNAVAILABLE
        elif "introduced" in entry:
            introduced = entry["introduced"]
            versions[platform] = (introduced.get("major", 0), introduced.get("minor", 0))
    return versions


def _declaration(symbol):
    return "".join(fragment.get("spelling", "") for fragment in symbol.get("declarationFragments") or [])


def _merge(a, b):
    merged = dict(a)
    for platform, version in b.items():
        merged[platform] = max(merged.get(platform, (0, 0)), version)
    return merged


def load(directory=None):
    """USR → {platform: version introduced, "title": its name} for each standard library
    symbol newer than some Apple system."""
    with tempfile.TemporaryDirectory() as scratch:
        directory = directory or scratch  # a folder given is kept, and read again by later runs
        if not glob.glob(os.path.join(directory, "*.symbols.json")):
            extract(directory)
        symbols, parents, defaults = {}, {}, {}
        for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
            with open(path, encoding="utf-8") as file:
                graph = json.load(file)
            # A synthesized copy (a protocol extension's member listed under each
            # conforming type) is referenced by the original's USR.
            for symbol in graph["symbols"]:
                if "::SYNTHESIZED::" not in symbol["identifier"]["precise"]:
                    symbols.setdefault(symbol["identifier"]["precise"], symbol)
            for relation in graph["relationships"]:
                source = relation["source"]
                if "::SYNTHESIZED::" in source:
                    continue
                if relation["kind"] == "memberOf":
                    parents.setdefault(source, relation["target"])
                elif relation["kind"] == "defaultImplementationOf":
                    defaults.setdefault(relation["target"], []).append(source)

    resolved = {}

    def effective(usr, depth=0):
        if usr in resolved:
            return resolved[usr]
        symbol = symbols.get(usr)
        versions = _own(symbol) if symbol else {}
        # A member is no older than its type.
        if usr in parents and depth < 20:
            versions = _merge(versions, effective(parents[usr], depth + 1))
        # A requirement added to a protocol later, with a default implementation of
        # the same declaration that every system has (FixedWidthInteger.&*): a
        # call compiles against the default on older systems.
        if versions and symbol:
            for default in defaults.get(usr, []):
                other = symbols.get(default)
                if other and _declaration(other) == _declaration(symbol) and not _own(other):
                    versions = {}
                    break
        resolved[usr] = versions
        return versions

    table = {}
    for usr, symbol in symbols.items():
        versions = effective(usr)
        if versions:
            table[usr] = dict(versions, title=".".join(symbol.get("pathComponents") or [usr]))
    return table
