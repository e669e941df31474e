import AXAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files of the writes under way (`AtomicFile`), removed when
/// a signal (SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGXFSZ, ...) ends the run: a report of a large run is large,
/// and an interrupted one would otherwise stay beside its target.
package enum TemporaryFiles {
    private static let paths = Locked<Set<String>>([])

    /// Creates the file `path` (it must not exist) and remembers it until `forget`;
    /// the descriptor, or -1 with `errno` set.
    static func create(_ path: String) -> Int32 {
        paths.withLock { paths in
            let fd = open(PathName.cString(path), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { paths.insert(path) }
            return fd
        }
    }

    static func forget(_ path: String) {
        paths.withLock { _ = $0.remove(path) }
    }

    private static var signals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        // Every signal whose default ends the process and that another process
        // sends. SIGXFSZ blocked also makes a write past the file size limit
        // fail (EFBIG), which the writer reports and cleans up after.
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, SIGXFSZ] {
            sigaddset(&set, signal)
        }
        return set
    }

    /// From now on, those signals remove the temporary files and end
    /// the process with status 128 + the signal. Call it before any other thread
    /// starts: the signals are blocked in this thread, which the others inherit,
    /// and taken by one thread of their own, which may take locks and remove
    /// files (a signal handler may do neither).
    package static func removeOnSignals() {
        var set = signals
        pthread_sigmask(SIG_BLOCK, &set, nil)
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let started = pthread_create(
            &thread, nil,
            { _ in
                TemporaryFiles.waitForSignal()
                return nil
            }, nil)
        // Without the thread, the signals must still end the process, as by default.
        if started != 0 { pthread_sigmask(SIG_UNBLOCK, &set, nil) }
    }

    private static func waitForSignal() {
        var set = signals
        var signal: Int32 = 0
        while sigwait(&set, &signal) != 0 {}
        // The lock is kept to the end: no write starts another temporary file meanwhile.
        paths.withLock { paths in
            for path in paths { unlink(PathName.cString(path)) }
            _exit(128 + signal)
        }
    }
}
