"""What an index store (`swift build --enable-index-store`) records the code
references: read through the toolchain's libIndexStore C API (indexstore.h),
units, then their record dependencies, then each record's occurrences."""

import ctypes
import os
import shutil

REFERENCE = 1 << 2
DECLARATION = 1 << 0
DEFINITION = 1 << 1
DEPENDENCY_RECORD = 2


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode("utf-8", "replace") if self.length else ""


def library_path():
    """libIndexStore.so beside the `swift` the PATH finds (usr/bin → usr/lib)."""
    swift = shutil.which("swift")
    if swift is None:
        raise SystemExit("error: no `swift` on the PATH, so no libIndexStore.so")
    usr = os.path.dirname(os.path.dirname(os.path.realpath(swift)))
    for name in ("libIndexStore.so", "libIndexStore.dylib"):
        path = os.path.join(usr, "lib", name)
        if os.path.exists(path):
            return path
    raise SystemExit(f"error: the toolchain at {usr} has no lib/libIndexStore.so")


_UNIT_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)
_POINTER_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)


def _load():
    lib = ctypes.CDLL(library_path())
    signatures = {
        "indexstore_store_create": (ctypes.c_void_p, [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        "indexstore_store_dispose": (None, [ctypes.c_void_p]),
        "indexstore_error_get_description": (ctypes.c_char_p, [ctypes.c_void_p]),
        "indexstore_store_units_apply_f": (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p, _UNIT_APPLIER]),
        "indexstore_unit_reader_create": (ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        "indexstore_unit_reader_dispose": (None, [ctypes.c_void_p]),
        "indexstore_unit_reader_get_main_file": (StringRef, [ctypes.c_void_p]),
        "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_void_p, _POINTER_APPLIER]),
        "indexstore_unit_dependency_get_kind": (ctypes.c_int, [ctypes.c_void_p]),
        "indexstore_unit_dependency_get_name": (StringRef, [ctypes.c_void_p]),
        "indexstore_unit_dependency_get_filepath": (StringRef, [ctypes.c_void_p]),
        "indexstore_record_reader_create": (ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        "indexstore_record_reader_dispose": (None, [ctypes.c_void_p]),
        "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_void_p, _POINTER_APPLIER]),
        "indexstore_occurrence_get_symbol": (ctypes.c_void_p, [ctypes.c_void_p]),
        "indexstore_occurrence_get_roles": (ctypes.c_uint64, [ctypes.c_void_p]),
        "indexstore_occurrence_get_line_col": (None, [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
        "indexstore_symbol_get_usr": (StringRef, [ctypes.c_void_p]),
        "indexstore_symbol_get_name": (StringRef, [ctypes.c_void_p]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(lib, name)
        function.restype, function.argtypes = restype, argtypes
    return lib


def _check(handle, error, lib, what):
    if not handle:
        message = lib.indexstore_error_get_description(error).decode() if error else "unknown error"
        raise SystemExit(f"error: cannot open {what}: {message}")
    return handle


def references(store_path, wanted_usrs, keep_file):
    """(source file, line, column, USR, name, roles) of each reference to a symbol in
    `wanted_usrs`, in the records of source files `keep_file(path)` accepts; and
    the source files the store has records of."""
    lib = _load()
    error = ctypes.c_void_p()
    store = _check(lib.indexstore_store_create(store_path.encode(), ctypes.byref(error)), error, lib, store_path)
    records = {}  # record name → source file: a record is shared by every unit that compiled the same file

    def on_dependency(_, dependency):
        if lib.indexstore_unit_dependency_get_kind(dependency) == DEPENDENCY_RECORD:
            path = lib.indexstore_unit_dependency_get_filepath(dependency).text()
            if keep_file(path):
                records[lib.indexstore_unit_dependency_get_name(dependency).text()] = path
        return True

    dependency_applier = _POINTER_APPLIER(on_dependency)
    units = []
    unit_applier = _UNIT_APPLIER(lambda _, name: units.append(name.text()) or True)
    lib.indexstore_store_units_apply_f(store, 0, None, unit_applier)
    for unit in units:
        reader = _check(lib.indexstore_unit_reader_create(store, unit.encode(), ctypes.byref(error)), error, lib, unit)
        lib.indexstore_unit_reader_dependencies_apply_f(reader, None, dependency_applier)
        lib.indexstore_unit_reader_dispose(reader)

    found = []
    line, column = ctypes.c_uint(), ctypes.c_uint()
    current = [None]

    def on_occurrence(_, occurrence):
        symbol = lib.indexstore_occurrence_get_symbol(occurrence)
        usr = lib.indexstore_symbol_get_usr(symbol).text()
        if usr in wanted_usrs:
            roles = lib.indexstore_occurrence_get_roles(occurrence)
            if roles & REFERENCE:
                lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
                name = lib.indexstore_symbol_get_name(symbol).text()
                found.append((current[0], line.value, column.value, usr, name, roles))
        return True

    occurrence_applier = _POINTER_APPLIER(on_occurrence)
    for record, path in sorted(records.items()):
        reader = _check(lib.indexstore_record_reader_create(store, record.encode(), ctypes.byref(error)), error, lib, record)
        current[0] = path
        lib.indexstore_record_reader_occurrences_apply_f(reader, None, occurrence_applier)
        lib.indexstore_record_reader_dispose(reader)
    lib.indexstore_store_dispose(store)
    return sorted(set(found)), set(records.values())
