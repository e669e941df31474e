#!/usr/bin/env python3
"""The Apple-platform check: what would break the package on macOS, iOS or Mac
Catalyst, found on Linux (docs/ARCHITECTURE.md, "Apple platforms").

1. availability: each standard library symbol the code references (read from an
   index store: `swift build --build-tests --enable-index-store`) is available
   on the deployment targets Package.swift declares, unless the reference is in
   an `if #available` / `guard #available` / `@available` region or in an `#if`
   branch that platform does not compile;
2. modules: no Linux-only module is imported or named (`Glibc.read`) in Sources/
   or Tests/ outside an `#if` branch that every Apple platform leaves out;
3. names: no two targets, products, the package itself or files of the repository differ only in case.

Usage: check.py [--package DIR] [--index-store DIR | --skip-availability]
Prints `file:line:col: error: …` for each problem; exits 1 if there is one."""

import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import availability  # noqa: E402
import indexstore  # noqa: E402
import swiftsource  # noqa: E402

# Modules only Linux has. CMalloc is this package's module map for glibc's malloc.h:
# Apple systems can import it, empty, but nothing it declares. Modules the manifest
# links only `.when(platforms: [.linux])` (CLibXML2, UIKitStub, any stub added
# later) are added from Package.swift.
LINUX_ONLY = {"Glibc", "Musl", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
              "FoundationXML", "CMalloc"}
APPLE_PLATFORMS = {"macos": "macOS", "ios": "iOS", "maccatalyst": "Mac Catalyst", "tvos": "tvOS",
                   "watchos": "watchOS", "visionos": "visionOS"}
SKIPPED_DIRECTORIES = {".build", ".git", ".swiftpm"}


def manifest(package):
    result = subprocess.run(["swift", "package", "dump-package", "--package-path", package], capture_output=True,
                            text=True)
    if result.returncode != 0:
        raise SystemExit(f"error: cannot read {package}/Package.swift:\n{result.stderr}")
    return json.loads(result.stdout)


def deployment_targets(dump):
    return {p["platformName"]: swiftsource.parse_version(p["version"]) for p in dump.get("platforms") or []
            if p["platformName"] in APPLE_PLATFORMS}


def linux_only_modules(dump):
    """LINUX_ONLY, and the targets every dependant links only on Linux (or other non-Apple systems)."""
    conditions = {}
    for target in dump["targets"]:
        for dependency in target["dependencies"]:
            kind, value = next(iter(dependency.items()))
            name, condition = value[0], value[-1] if len(value) > 1 else None
            platforms = set((condition or {}).get("platformNames") or [])
            apple = not platforms or bool(platforms & set(APPLE_PLATFORMS))
            conditions.setdefault(name, []).append(apple)
    derived = {name for name, apple in conditions.items() if not any(apple)}
    return LINUX_ONLY | derived


def version_text(version):
    return f"{version[0]}" if version[1] == 0 else f"{version[0]}.{version[1]}"


def swift_files(package):
    for top in ("Sources", "Tests"):
        for root, directories, files in os.walk(os.path.join(package, top)):
            directories[:] = sorted(d for d in directories if d not in SKIPPED_DIRECTORIES)
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(root, name)


# Check 1

def check_availability(package, store, targets, linux_only, symbol_graphs=None):
    table = availability.load(symbol_graphs)
    package_real = os.path.realpath(package)
    inside = (os.path.join(package_real, "Sources") + os.sep, os.path.join(package_real, "Tests") + os.sep)

    def keep(path):
        real = os.path.realpath(path)
        return real.startswith(inside) and real.endswith(".swift") and os.path.exists(real)

    problems = []
    sources = {}
    seen = set()
    found, indexed = indexstore.references(store, table, keep)
    indexed = {os.path.realpath(path) for path in indexed}
    unindexed = [path for path in swift_files(package) if os.path.realpath(path) not in indexed]
    if unindexed:
        # Not checked is not passed: a store from another checkout or an older build.
        listed = "\n".join(f"{os.path.relpath(path, package)}: error: not in the index store {store}" for path in unindexed)
        raise SystemExit(f"{listed}\nerror: build with `swift build --build-tests --enable-index-store` first")
    for path, line, column, usr, name, _ in found:
        if path not in sources:
            sources[path] = swiftsource.SourceFile(path, targets, linux_only)
        source = sources[path]
        offset = source.offset(line, column)
        compiled = source.compiled_on(offset)
        known = source.known_available(offset)
        needs = []
        for platform in sorted(compiled, key=list(APPLE_PLATFORMS).index):
            required = table[usr].get(platform) or (table[usr].get("ios") if platform == "maccatalyst" else None)
            if required is None or required <= max(targets[platform], known.get(platform, (0, 0))):
                continue
            label = APPLE_PLATFORMS[platform]
            if required == availability.UNAVAILABLE:
                needs.append(f"is unavailable on {label}")
            else:
                needs.append(f"{label} {version_text(required)} (the package declares {version_text(targets[platform])})")
        if not needs:
            continue
        relative = os.path.relpath(os.path.realpath(path), package_real)
        key = (relative, line, column, usr)
        if key in seen:
            continue
        seen.add(key)
        title = table[usr]["title"]
        problems.append((relative, line, column,
            f"{relative}:{line}:{column}: error: {title} needs {', '.join(needs)}: use an older API, or wrap it in "
            f"`if #available(...)` with a fallback (docs/ARCHITECTURE.md, \"Apple platforms\")"))
    return [message for *_, message in sorted(problems)]


# Check 2

def check_modules(package, targets, linux_only):
    problems = []
    for path in swift_files(package):
        source = swiftsource.SourceFile(path, targets, linux_only)
        for offset, module, how in source.linux_only_uses():
            compiled = source.compiled_on(offset)
            if not compiled:
                continue
            line, column = source.position(offset)
            platforms = ", ".join(APPLE_PLATFORMS[p] for p in sorted(compiled, key=list(APPLE_PLATFORMS).index))
            instead = ("with an `#elseif canImport(Darwin)` or `#else` branch for Apple systems"
                       if how == "import" else "and write an `#else` branch with what Apple systems have (Darwin's)")
            problems.append(
                f"{os.path.relpath(path, package)}:{line}:{column}: error: {module} exists only on Linux, and this "
                f"{how} is compiled for {platforms}: put it inside `#if canImport({module})` or `#if os(Linux)`, "
                f"{instead}")
    return problems


# Check 3

def check_names(package, dump):
    problems = []

    def collisions(kind, names, where):
        groups = {}
        for name in names:
            groups.setdefault(name.lower(), set()).add(name)
        for spellings in sorted(groups.values(), key=lambda s: sorted(s)):
            if len(spellings) > 1:
                listed = " and ".join(f'"{s}"' for s in sorted(spellings))
                problems.append(f"{where}: error: the {kind} {listed} differ only in case: on a case-insensitive "
                                f"disk (a Mac's default) they overwrite each other; rename one")

    collisions("targets", [t["name"] for t in dump["targets"]], "Package.swift")
    collisions("products", [p["name"] for p in dump["products"]], "Package.swift")
    # A target beside a product or the package itself (say a module "AXAudit" in the package and
    # command "axaudit"): their build outputs and module files share folders too. Pairs of one kind
    # are reported above.
    kinds = {}
    for kind, names in (("package", [dump["name"]]), ("target", [t["name"] for t in dump["targets"]]),
                        ("product", [p["name"] for p in dump["products"]])):
        for name in names:
            kinds.setdefault(name.lower(), {}).setdefault(name, set()).add(kind)
    for spellings in sorted(kinds.values(), key=lambda s: sorted(s)):
        if len(spellings) > 1 and len(set().union(*spellings.values())) > 1:
            listed = " and ".join(f'{"/".join(sorted(spellings[s]))} "{s}"' for s in sorted(spellings))
            problems.append(f"Package.swift: error: the {listed} differ only in case: on a case-insensitive "
                            f"disk (a Mac's default) their build outputs overwrite each other; rename one")
    paths = []
    for root, directories, files in os.walk(package):
        directories[:] = sorted(d for d in directories if d not in SKIPPED_DIRECTORIES)
        relative = os.path.relpath(root, package)
        for name in directories + files:
            paths.append(os.path.normpath(os.path.join(relative, name)))
    by_folder = {}
    for path in paths:
        by_folder.setdefault(os.path.dirname(path).lower(), []).append(path)
    for _, entries in sorted(by_folder.items()):
        collisions("paths", entries, os.path.dirname(entries[0]) or ".")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=os.getcwd())
    parser.add_argument("--index-store", help="default: PACKAGE/.build/debug/index/store")
    parser.add_argument("--skip-availability", action="store_true", help="run the module and name checks only")
    parser.add_argument("--symbol-graphs", help="a folder for the standard library's *.symbols.json: extracted into it if it has none, "
                             "else read from it")
    arguments = parser.parse_args()
    package = os.path.abspath(arguments.package)
    dump = manifest(package)
    targets = deployment_targets(dump)
    linux_only = linux_only_modules(dump)
    problems = check_names(package, dump) + check_modules(package, targets, linux_only)
    if not arguments.skip_availability:
        store = arguments.index_store or os.path.join(package, ".build", "debug", "index", "store")
        if not os.path.isdir(store):
            raise SystemExit(f"error: no index store at {store}: build with `swift build --build-tests "
                             f"--enable-index-store` first, or give --index-store")
        problems += check_availability(package, store, targets, linux_only, arguments.symbol_graphs)
    for problem in problems:
        print(problem)
    declared = ", ".join(f"{APPLE_PLATFORMS[p]} {version_text(v)}" for p, v in targets.items())
    summary = f"apple-platforms: {len(problems)} problem(s) for {declared}"
    print(summary)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
