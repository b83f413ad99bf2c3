// Faker's default randomizer (MT19937, 53-bit floats) on typed arrays. The seed reseeds faker once per row, and
// faker's own version builds three 624-slot plain arrays per seed: two thirds of the time to build a listing went
// there. This one gives the same numbers for the same seeds (tests/server/seed-random.test.ts), so the demo data set
// does not change, at a small fraction of the cost.
import type { Randomizer } from '@faker-js/faker';

const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER = 0x80000000;
const LOWER = 0x7fffffff;

/** init_genrand: the state for one number. */
function initGenrand(state: Int32Array, seed: number): void {
  state[0] = seed;
  for (let i = 1; i < N; i++) {
    const prev = state[i - 1]! ^ (state[i - 1]! >>> 30);
    state[i] = Math.imul(1812433253, prev) + i;
  }
}

// init_by_array always starts from init_genrand(19650218): computed once, copied per seed.
const BASE = new Int32Array(N);
initGenrand(BASE, 19650218);

/** init_by_array: the state for a list of numbers (faker passes the seed as given, numbers possibly past 32 bits). */
function initByArray(state: Int32Array, key: readonly number[]): void {
  state.set(BASE);
  let i = 1;
  let j = 0;
  for (let k = Math.max(N, key.length); k > 0; k--) {
    const prev = state[i - 1]! ^ (state[i - 1]! >>> 30);
    // Plain arithmetic then a wrap to 32 bits, as faker's Math.trunc(...) kept in an array and later read bitwise.
    state[i] = (state[i]! ^ Math.imul(prev, 1664525)) + key[j]! + j;
    i++;
    j++;
    if (i >= N) {
      state[0] = state[N - 1]!;
      i = 1;
    }
    if (j >= key.length) j = 0;
  }
  for (let k = N - 1; k > 0; k--) {
    const prev = state[i - 1]! ^ (state[i - 1]! >>> 30);
    state[i] = (state[i]! ^ Math.imul(prev, 1566083941)) - i;
    i++;
    if (i >= N) {
      state[0] = state[N - 1]!;
      i = 1;
    }
  }
  state[0] = UPPER;
}

function twist(state: Int32Array): void {
  for (let k = 0; k < N; k++) {
    const y = (state[k]! & UPPER) + (state[(k + 1) % N]! & LOWER);
    state[k] = state[(k + M) % N]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
  }
}

/** A seeded randomizer for `new Faker({ randomizer })`, number for number the one faker uses by default. */
export function mersenneRandomizer(seed: number | number[]): Randomizer {
  const state = new Int32Array(N);
  let index = 0;
  const reseed = (value: number | number[]) => {
    if (typeof value === 'number') initGenrand(state, value);
    else initByArray(state, value);
    twist(state);
    index = 0;
  };
  const nextU32 = () => {
    let y = state[index]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    if (++index >= N) {
      twist(state);
      index = 0;
    }
    return y >>> 0;
  };
  reseed(seed);
  return {
    next: () => ((nextU32() >>> 5) * 67108864 + (nextU32() >>> 6)) * (1 / 9007199254740992),
    seed: reseed,
  };
}
