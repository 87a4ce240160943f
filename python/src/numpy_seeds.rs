//! The first draw of numpy's `Generator` for each of many int seeds, made
//! without a `Generator` each: what the vector environment's reset with an
//! int seed `s` needs from environment `i`'s `np_random(s + i)`. numpy's
//! `SeedSequence` hashes the seed into four words, two of them seed its
//! `PCG64`, and `integers(2**63)`'s first value is that generator's first
//! output shifted right by one (its range is a power of two, so nothing is
//! ever rejected). The test holds these to numpy's own (python/tests).

use pyo3::prelude::*;

const INIT_A: u32 = 0x43b0_d7e5;
const MULT_A: u32 = 0x931e_8875;
const INIT_B: u32 = 0x8b51_f9dd;
const MULT_B: u32 = 0x58f3_8ded;
const MIX_MULT_L: u32 = 0xca01_f9dd;
const MIX_MULT_R: u32 = 0x4973_f715;
const XSHIFT: u32 = 16;
const POOL_SIZE: usize = 4;
/// PCG64's multiplier (the 128-bit LCG of PCG's "XSL RR" generator).
const PCG_MULTIPLIER: u128 = 0x2360_ed05_1fc6_5da4_4385_df64_9fcc_f645;

/// `SeedSequence(seed).generate_state(4, uint64)`.
fn seed_sequence_state(seed: u64) -> [u64; 4] {
    // The seed's 32-bit words, the low first; one word for a seed below
    // 2**32.
    let words: &[u32] = &[seed as u32, (seed >> 32) as u32];
    let entropy = if seed >> 32 == 0 { &words[..1] } else { words };
    let mut hash_const = INIT_A;
    let mut hash_mix = |value: u32| {
        let mut value = value ^ hash_const;
        hash_const = hash_const.wrapping_mul(MULT_A);
        value = value.wrapping_mul(hash_const);
        value ^ value >> XSHIFT
    };
    let mix = |x: u32, y: u32| {
        let result = MIX_MULT_L
            .wrapping_mul(x)
            .wrapping_sub(MIX_MULT_R.wrapping_mul(y));
        result ^ result >> XSHIFT
    };
    let mut pool = [0u32; POOL_SIZE];
    for (i, slot) in pool.iter_mut().enumerate() {
        *slot = hash_mix(entropy.get(i).copied().unwrap_or(0));
    }
    for source in 0..POOL_SIZE {
        for destination in 0..POOL_SIZE {
            if source != destination {
                let hashed = hash_mix(pool[source]);
                pool[destination] = mix(pool[destination], hashed);
            }
        }
    }
    // (Entropy beyond the pool's four words: a u64 seed has at most two.)
    let mut hash_const = INIT_B;
    let mut words = [0u32; 8];
    for (i, word) in words.iter_mut().enumerate() {
        let mut value = pool[i % POOL_SIZE] ^ hash_const;
        hash_const = hash_const.wrapping_mul(MULT_B);
        value = value.wrapping_mul(hash_const);
        *word = value ^ value >> XSHIFT;
    }
    core::array::from_fn(|i| u64::from(words[2 * i]) | u64::from(words[2 * i + 1]) << 32)
}

/// The first output of `PCG64(SeedSequence(seed))`.
fn first_output(seed: u64) -> u64 {
    let [state_high, state_low, sequence_high, sequence_low] = seed_sequence_state(seed);
    let initial_state = u128::from(state_high) << 64 | u128::from(state_low);
    let increment = (u128::from(sequence_high) << 64 | u128::from(sequence_low)) << 1 | 1;
    let step = |state: u128| state.wrapping_mul(PCG_MULTIPLIER).wrapping_add(increment);
    // Seeding: a step from 0, the initial state added, a step; then the
    // step of the first output.
    let state = step(step(step(0).wrapping_add(initial_state)));
    let folded = (state >> 64) as u64 ^ state as u64;
    folded.rotate_right((state >> 122) as u32)
}

/// For each of `count` seeds from `first` on: the first
/// `Generator.integers(2**63)` of numpy's generator with that seed; None
/// when `first + count` passes 2**64 - 1, where the caller asks numpy
/// itself.
#[pyfunction(name = "_numpy_first_draws")]
pub(crate) fn numpy_first_draws(first: u64, count: u64) -> Option<Vec<u64>> {
    let end = first.checked_add(count)?;
    Some((first..end).map(|seed| first_output(seed) >> 1).collect())
}
