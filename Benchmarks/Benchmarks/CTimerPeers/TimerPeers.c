#define _GNU_SOURCE
#include "TimerPeers.h"

#include <errno.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <time.h>

static int64_t nowNanoseconds(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (int64_t)time.tv_sec * 1000000000 + time.tv_nsec;
}

void TimerPeersNanosleepLoop(double interval, long count, double *lateness) {
  const int64_t step = (int64_t)(interval * 1e9 + 0.5);
  const int64_t start = nowNanoseconds();
  for (long k = 1; k <= count; k++) {
    const int64_t deadline = start + k * step;
    struct timespec time = {.tv_sec = deadline / 1000000000, .tv_nsec = deadline % 1000000000};
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, NULL) == EINTR) {
    }
    lateness[k - 1] = (double)(nowNanoseconds() - deadline) * 1e-9;
  }
}

long TimerPeersTimerSlack(void) { return prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0); }

int TimerPeersSetTimerSlack(unsigned long nanoseconds) {
  return prctl(PR_SET_TIMERSLACK, nanoseconds, 0, 0, 0);
}
