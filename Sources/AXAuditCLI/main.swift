import AXAuditKit
import AXAuditCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(CMalloc)
import CMalloc
#endif

#if os(Linux) && canImport(CMalloc)
// A block of 128 KiB or more gets its own mapping, returned to the system when
// freed. Left alone, glibc raises that threshold to the size of each such block
// freed, and the rules' tables (arrays of one entry per element, freed rule after
// rule) stay resident in the heap and raise the memory peak.
_ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
// Each file's hierarchy and findings are let go before the next file is read.
// Without spare room at the top of its heaps, glibc gives the freed top back to
// the system after each file and takes it again, page fault by page fault, for
// the next: a run of many small screens would pay that once a screen.
_ = mallopt(M_TOP_PAD, 1 << 20)
#endif
TemporaryFiles.removeOnSignals()
let context = CommandContext()
let status = Commands.run(Array(PathName.commandLineArguments.dropFirst()), in: context)
// The process ends with the context alive: what the command kept (a run's
// findings and hierarchies) is not freed piece by piece first.
withExtendedLifetime(context) { exit(status) }
