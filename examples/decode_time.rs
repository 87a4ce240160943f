//! How long decoding one embedded table takes (zstd frame, bincode blob,
//! SHA-256 check): the cost a query pays once per table it touches.
//!
//!     cargo run --release --example decode_time

#[cfg(not(all(feature = "compressed-tables", not(feature = "compact-tables"))))]
fn main() {
    println!("built with the compact tables: they are read in place, nothing is decoded");
}

#[cfg(all(feature = "compressed-tables", not(feature = "compact-tables")))]
fn main() {
    use std::time::Instant;

    use eight::tables::compressed::{decode_table, embedded_blob};
    use eight::tables::table_id::TableId;

    const RUNS: usize = 200;
    for id in [TableId::Goal, TableId::Start(4), TableId::Start(2)] {
        let blob = embedded_blob(id).expect("a move table");
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
