import ZoetropeSDL

#if canImport(Glibc)
import Glibc
#endif
exit(MainActor.assumeIsolated { _sdlSmoke() })
