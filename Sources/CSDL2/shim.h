#include <SDL.h>

#if defined(__linux__)
#include <sys/prctl.h>
#endif

// The live host's run loop lowers its thread's timer slack while it runs so
// that timers wake on time (prctl is variadic, which Swift cannot call).
// Both return -1 where timer slack does not exist.
static inline long zoetrope_timer_slack(void) {
#if defined(__linux__)
  return prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0);
#else
  return -1;
#endif
}

static inline int zoetrope_set_timer_slack(unsigned long nanoseconds) {
#if defined(__linux__)
  return prctl(PR_SET_TIMERSLACK, nanoseconds, 0, 0, 0);
#else
  (void)nanoseconds;
  return -1;
#endif
}
