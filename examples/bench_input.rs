//! Writes reproducible random inputs for the benchmark (`bench/run`):
//!
//! - `bench_input eight N SEED`: N random solvable boards, judge spelling
//!   (`2 3 4 1 5 x 7 6 8`), one per line;
//! - `bench_input pairs N SEED`: the Eight II format with N random cases
//!   whose start and target can reach each other;
//! - `bench_input solvable`: every one of the 181,440 boards that can
//!   reach the goal, once, as `12345678x`, in the order of their cells
//!   read as a number.

use std::io::{self, BufWriter, Write};

/// SplitMix64: small, fast, and the same sequence on every platform.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A uniformly random arrangement with the given tile parity.
    fn board(&mut self, even: bool) -> [u8; 9] {
        loop {
            let mut c = [0, 1, 2, 3, 4, 5, 6, 7, 8];
            for i in (1..9).rev() {
                c.swap(i, self.below(i + 1));
            }
            let tiles: Vec<u8> = c.iter().copied().filter(|&x| x != 0).collect();
            let inversions: usize = (0..8)
                .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
                .sum();
            if inversions.is_multiple_of(2) == even {
                return c;
            }
        }
    }
}

fn spell(c: &[u8; 9], separator: &str) -> String {
    c.iter()
        .map(|&x| {
            if x == 0 {
                "x".to_string()
            } else {
                x.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(separator)
}

/// Every arrangement of the nine cells whose tiles are an even
/// permutation, in lexicographic order of the cells.
fn solvable(out: &mut impl Write) -> io::Result<()> {
    let mut c = [0u8, 1, 2, 3, 4, 5, 6, 7, 8];
    loop {
        let tiles: Vec<u8> = c.iter().copied().filter(|&x| x != 0).collect();
        let inversions: usize = (0..8)
            .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
            .sum();
        if inversions.is_multiple_of(2) {
            writeln!(out, "{}", spell(&c, ""))?;
        }
        // The next permutation in lexicographic order, if any.
        let Some(i) = (0..8).rev().find(|&i| c[i] < c[i + 1]) else {
            return Ok(());
        };
        let j = (i + 1..9).rev().find(|&j| c[j] > c[i]).unwrap_or(i + 1);
        c.swap(i, j);
        c[i + 1..].reverse();
    }
}

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("solvable") {
        let mut out = BufWriter::new(io::stdout().lock());
        solvable(&mut out)?;
        return out.flush();
    }
    let (Some(mode), Some(count), Some(seed)) = (
        args.get(1),
        args.get(2).and_then(|n| n.parse::<usize>().ok()),
        args.get(3).and_then(|s| s.parse::<u64>().ok()),
    ) else {
        eprintln!("usage: bench_input eight|pairs COUNT SEED, or bench_input solvable");
        std::process::exit(2);
    };
    let mut rng = SplitMix(seed);
    let mut out = BufWriter::new(io::stdout().lock());
    match mode.as_str() {
        "eight" => {
            for _ in 0..count {
                writeln!(out, "{}", spell(&rng.board(true), " "))?;
            }
        }
        "pairs" => {
            writeln!(out, "{count}")?;
            for _ in 0..count {
                let even = rng.below(2) == 0;
                writeln!(out, "{}", spell(&rng.board(even), "").to_uppercase())?;
                writeln!(out, "{}", spell(&rng.board(even), "").to_uppercase())?;
            }
        }
        _ => {
            eprintln!("usage: bench_input eight|pairs COUNT SEED, or bench_input solvable");
            std::process::exit(2);
        }
    }
    out.flush()
}
