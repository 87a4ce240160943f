//! How long decoding one embedded table takes (zstd frame, bincode blob,
//! SHA-256 check): the cost a query pays once per table it touches. Built
//! with the compact tables, what a SHA-256 check of each would cost.
//!
//!     cargo run --release --example decode_time
//!     cargo run --release --features compact-tables --target-dir target/compact --example decode_time

/// With the compact tables nothing is decoded; what checking them at first
/// use would cost is measured instead: a SHA-256 of each table's bytes, and
/// a query, for scale.
#[cfg(not(all(feature = "compressed-tables", not(feature = "compact-tables"))))]
fn main() {
    use std::time::Instant;

    use eight::TableId;

    println!("built with the compact tables: they are read in place, nothing is decoded");
    const RUNS: usize = 200;
    let median = |mut micros: Vec<f64>| {
        micros.sort_by(f64::total_cmp);
        micros[micros.len() / 2]
    };
    for id in TableId::DISTANCE_BITS {
        let bits = eight::inspect::distance_bits(id).expect("embedded");
        let micros = (0..RUNS)
            .map(|_| {
                let start = Instant::now();
                let digest = eight_core::move_table::sha256(std::hint::black_box(bits));
                let elapsed = start.elapsed();
                std::hint::black_box(digest);
                elapsed.as_secs_f64() * 1e6
            })
            .collect();
        println!(
            "{}: SHA-256 of its {} bytes, median {:.1} us over {RUNS} runs (not done at run time)",
            id.name(),
            bits.len(),
            median(micros)
        );
    }
    let board: eight::Board = "8672543x1".parse().expect("a board");
    let micros = (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            let path = eight::solve(std::hint::black_box(&board));
            let elapsed = start.elapsed();
            assert_eq!(path.map(|p| p.len()), Ok(31));
            elapsed.as_secs_f64() * 1e6
        })
        .collect();
    println!(
        "for scale, one 31-move answer: median {:.2} us",
        median(micros)
    );
}

#[cfg(all(feature = "compressed-tables", not(feature = "compact-tables")))]
fn main() {
    use std::time::Instant;

    use eight::TableId;
    use eight::inspect::compressed_blob;
    use eight_core::codec::decode_table;

    const RUNS: usize = 200;
    for id in [TableId::Goal, TableId::Start(4), TableId::Start(2)] {
        let blob = compressed_blob(id).expect("a move table");
        let mut micros: Vec<f64> = (0..RUNS)
            .map(|_| {
                let start = Instant::now();
                let decoded = decode_table(id, blob);
                let elapsed = start.elapsed();
                assert!(decoded.is_ok(), "{id:?} decodes");
                elapsed.as_secs_f64() * 1e6
            })
            .collect();
        micros.sort_by(f64::total_cmp);
        println!(
            "{}: {} compressed bytes, median decode {:.0} us over {RUNS} runs",
            id.name(),
            blob.len(),
            micros[RUNS / 2]
        );
    }
}
