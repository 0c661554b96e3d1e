// The C side of the timer-lateness measurement (Benchmarks/TimerLateness):
// the plain clock_nanosleep peer, and the thread's timer slack, which Swift
// cannot set itself (prctl is variadic).

#ifndef ZOETROPE_BENCHMARKS_TIMER_PEERS_H
#define ZOETROPE_BENCHMARKS_TIMER_PEERS_H

/// A repeating timer as a plain loop: sleeps with an absolute
/// clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME) to each deadline
/// start + k × interval (k = 1...count, in whole nanoseconds, so no drift)
/// and writes how late it woke, in seconds, to lateness[k - 1]. A tick that
/// wakes after the next deadline does not skip it: the next sleep returns
/// at once.
void TimerPeersNanosleepLoop(double interval, long count, double *lateness);

/// The calling thread's timer slack in nanoseconds, or -1.
long TimerPeersTimerSlack(void);

/// Sets the calling thread's timer slack; returns 0 on success.
int TimerPeersSetTimerSlack(unsigned long nanoseconds);

#endif
