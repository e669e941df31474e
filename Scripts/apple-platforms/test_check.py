#!/usr/bin/env python3
"""check.py fails on each fixture, exactly on the lines marked `// reported`, and
passes on the repository (whose index store `swift build --build-tests
--enable-index-store` must have written). Run by .ci/run:
`python3 Scripts/apple-platforms/test_check.py`."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "fixtures")
REPOSITORY = os.path.dirname(os.path.dirname(HERE))
# One extraction of the standard library's symbol graphs for every run here.
GRAPHS = os.environ.get("APPLE_CHECK_SYMBOL_GRAPHS") or tempfile.mkdtemp(prefix="apple-check-graphs-")


def run_check(package, *arguments):
    result = subprocess.run([sys.executable, os.path.join(HERE, "check.py"), "--package", package,
                             "--symbol-graphs", GRAPHS, *arguments], capture_output=True, text=True)
    return result.returncode, [line for line in result.stdout.splitlines() if ": error: " in line], result


def marked_lines(package):
    """(file relative to the package, line) of every line ending in `// reported`."""
    marked = set()
    for root, _, files in os.walk(os.path.join(package, "Sources")):
        for name in files:
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as file:
                for number, line in enumerate(file, 1):
                    if line.rstrip().endswith("// reported"):
                        marked.add((os.path.relpath(path, package), number))
    return marked


def reported_lines(errors):
    return {(m.group(1), int(m.group(2))) for m in (re.match(r"(.+?):(\d+):\d+: error: ", e) for e in errors) if m}


class CheckTests(unittest.TestCase):
    def test_availability_fixture_fails_on_its_marked_lines_only(self):
        package = os.path.join(FIXTURES, "availability")
        with tempfile.TemporaryDirectory() as scratch:
            build = subprocess.run(["swift", "build", "--enable-index-store", "--package-path", package,
                                    "--scratch-path", scratch], capture_output=True, text=True)
            self.assertEqual(build.returncode, 0, build.stdout + build.stderr)
            status, errors, result = run_check(package, "--index-store", os.path.join(scratch, "debug", "index", "store"))
        self.assertEqual(status, 1, result.stdout + result.stderr)
        self.assertEqual(reported_lines(errors), marked_lines(package), "\n".join(errors))
        self.assertTrue(any("String.init(validating:as:) needs macOS 15 (the package declares 14), iOS 18 "
                            "(the package declares 15)" in e for e in errors), errors)
        self.assertTrue(any("StringProtocol.contains(_:) needs iOS 16 (the package declares 15)" in e for e in errors))

    def test_linux_modules_fixture_fails_on_its_marked_lines_only(self):
        package = os.path.join(FIXTURES, "linux-modules")
        status, errors, result = run_check(package, "--skip-availability")
        self.assertEqual(status, 1, result.stdout + result.stderr)
        self.assertEqual(reported_lines(errors), marked_lines(package), "\n".join(errors))
        # LinuxStub is Linux-only because Package.swift links it only `.when(platforms: [.linux])`.
        self.assertTrue(any("LinuxStub exists only on Linux" in e for e in errors), errors)

    def test_case_names_fixture_fails_on_targets_products_and_paths(self):
        with tempfile.TemporaryDirectory() as scratch:
            package = os.path.join(scratch, "case-names")
            shutil.copytree(os.path.join(FIXTURES, "case-names"), package)
            status, errors, result = run_check(package, "--skip-availability")
            self.assertEqual(status, 1, result.stdout + result.stderr)
            self.assertEqual(len(errors), 3, errors)
            self.assertIn('the targets "Tool" and "tool" differ only in case', errors[0])
            self.assertIn('the products "Kit" and "kit" differ only in case', errors[1])
            self.assertIn('the package "Fixture" and product "fixture" differ only in case', errors[2])
            # Made here, never committed: a Mac could not check both out.
            shutil.copy(os.path.join(package, "One", "One.swift"), os.path.join(package, "One", "one.swift"))
            os.mkdir(os.path.join(package, "two"))
            status, errors, result = run_check(package, "--skip-availability")
            self.assertEqual(status, 1)
            self.assertEqual(len(errors), 5, errors)
            self.assertIn('One: error: the paths "One/One.swift" and "One/one.swift" differ only in case', errors[4])
            self.assertIn('.: error: the paths "Two" and "two" differ only in case', errors[3])

    def test_repository_passes(self):
        status, errors, result = run_check(REPOSITORY)
        self.assertEqual(status, 0, result.stdout + result.stderr)
        self.assertEqual(errors, [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
