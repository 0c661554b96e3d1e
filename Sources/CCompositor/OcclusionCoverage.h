// The band's coverage bitmaps: a bit per target pixel, set once a later
// opaque pixel covers it, read and written a word or a 64-column window
// at a time. Static functions for Occlusion.c, the one file that includes
// this private header.

#ifndef ZT_OCCLUSION_COVERAGE_H
#define ZT_OCCLUSION_COVERAGE_H

#include <stdbool.h>
#include <stdint.h>

/// Sets bits `start..<end` of a row of words.
static inline void set_bits(uint64_t *row, intptr_t start, intptr_t end) {
  if (start >= end) return;
  intptr_t first = start >> 6, last = (end - 1) >> 6;
  uint64_t head = ~(uint64_t)0 << (start & 63);
  uint64_t tail = ~(uint64_t)0 >> (63 - ((end - 1) & 63));
  if (first == last) {
    row[first] |= head & tail;
    return;
  }
  row[first] |= head;
  for (intptr_t word = first + 1; word < last; word++) row[word] = ~(uint64_t)0;
  row[last] |= tail;
}

/// The first column at or after `x`, before `end`, whose bit is `bit`
/// (`end` when there is none).
static inline intptr_t find_bit(const uint64_t *row, intptr_t x, intptr_t end, bool bit) {
  while (x < end) {
    intptr_t word = x >> 6;
    uint64_t bits = bit ? row[word] : ~row[word];
    bits &= ~(uint64_t)0 << (x & 63);
    if (bits != 0) {
      intptr_t found = (word << 6) + __builtin_ctzll(bits);
      return found < end ? found : end;
    }
    x = (word + 1) << 6;
  }
  return end;
}

/// The 64 bits from column `start` on (the row has a spare word at its
/// end, so the next word can always be read).
static inline uint64_t load_window(const uint64_t *row, intptr_t start) {
  intptr_t word = start >> 6;
  unsigned shift = (unsigned)(start & 63);
  // `<< (63 − shift) << 1` is 0 when shift is 0, where `<< 64` is undefined.
  return (row[word] >> shift) | (row[word + 1] << (63 - shift) << 1);
}

/// Sets the bits of `bits` at columns `start`, `start + 1`, ….
static inline void or_window(uint64_t *row, intptr_t start, uint64_t bits) {
  intptr_t word = start >> 6;
  unsigned shift = (unsigned)(start & 63);
  row[word] |= bits << shift;
  row[word + 1] |= bits >> (63 - shift) >> 1;
}

/// The lowest `count` bits, 0...64.
static inline uint64_t low_bits(intptr_t count) {
  return count >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << count) - 1);
}

/// Whether every bit `start..<end` is set.
static inline bool all_set(const uint64_t *row, intptr_t start, intptr_t end) {
  return find_bit(row, start, end, false) == end;
}

#endif
