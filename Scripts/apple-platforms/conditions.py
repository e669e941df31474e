"""`#if` conditions, evaluated for one Apple platform: True, False, or None when
the platform alone does not decide (compiler versions, custom flags such as DEBUG)."""

import re

PLATFORM_NAMES = {"macOS": "macos", "OSX": "macos", "macOSApplicationExtension": "macos", "iOS": "ios",
                  "iOSApplicationExtension": "ios", "macCatalyst": "maccatalyst",
                  "macCatalystApplicationExtension": "maccatalyst", "tvOS": "tvos", "watchOS": "watchos",
                  "visionOS": "visionos", "xrOS": "visionos"}
# What `canImport` answers on every Apple platform; UIKit and AppKit depend on which.
APPLE_MODULES = {"Darwin", "Foundation", "ObjectiveC", "Dispatch", "XCTest", "Testing", "CoreFoundation", "os",
                 "Security", "Combine", "CoreGraphics", "QuartzCore", "SwiftUI", "libxml2", "Observation",
                 "RegexBuilder", "_Concurrency", "_StringProcessing"}
UIKIT_PLATFORMS = {"ios", "maccatalyst", "tvos", "visionos"}

CONDITION_TOKEN = re.compile(r"\s*(&&|\|\||[!(),]|>=|<|[A-Za-z_][A-Za-z0-9_]*|[0-9][0-9.]*|\S)")


def evaluate(condition, platform, linux_only):
    tokens = [m.group(1) for m in CONDITION_TOKEN.finditer(condition)]
    position = [0]

    def peek():
        return tokens[position[0]] if position[0] < len(tokens) else None

    def take():
        position[0] += 1
        return tokens[position[0] - 1]

    def disjunction():
        values = [conjunction()]
        while peek() == "||":
            take()
            values.append(conjunction())
        return True if True in values else (False if all(v is False for v in values) else None)

    def conjunction():
        values = [unary()]
        while peek() == "&&":
            take()
            values.append(unary())
        return False if False in values else (True if all(v is True for v in values) else None)

    def unary():
        if peek() == "!":
            take()
            value = unary()
            return None if value is None else not value
        return primary()

    def primary():
        word = take() if peek() is not None else None
        if word == "(":
            value = disjunction()
            if peek() == ")":
                take()
            return value
        arguments = []
        if peek() == "(":
            take()
            depth = 1
            while peek() is not None and depth:
                t = take()
                depth += {"(": 1, ")": -1}.get(t, 0)
                if depth:
                    arguments.append(t)
        return function(word, arguments)

    def function(word, arguments):
        argument = arguments[0] if arguments else None
        if word == "true":
            return True
        if word == "false":
            return False
        if word == "os":
            if argument in PLATFORM_NAMES:
                target = PLATFORM_NAMES[argument]
                return platform == target or (target == "ios" and platform == "maccatalyst")
            return False  # Linux, Windows, Android, FreeBSD, WASI, …
        if word == "canImport":
            if argument in linux_only:
                return False
            if argument in APPLE_MODULES:
                return True
            if argument == "UIKit":
                return platform in UIKIT_PLATFORMS
            if argument == "AppKit":
                return platform == "macos"
            return None
        if word == "targetEnvironment":
            if argument == "macCatalyst":
                return platform == "maccatalyst"
            return None
        if word == "_runtime":
            return argument == "_ObjC"
        return None  # compiler(…), swift(…), arch(…), hasFeature(…), custom flags

    try:
        return disjunction()
    except IndexError:
        return None
