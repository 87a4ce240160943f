//! How long one target's whole space takes (`eight::Metric::space`, what
//! every binding calls), and then its table of moves (`rows_after`, what
//! the Python environments step by), in each metric: the best and the
//! median of many targets, each made anew, so that each pays for its own
//! memory.
//!
//!     cargo run --release --example space_time [RUNS]

use std::time::Instant;

/// Both parities, the blank in a corner, on an edge and in the centre.
const TARGETS: [&str; 6] = [
    "12345678x",
    "518x74263",
    "5187x4263",
    "12345687x",
    "x12345678",
    "1234x5678",
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let runs = match std::env::args().nth(1) {
        Some(runs) => runs.parse()?,
        None => 30,
    };
    let targets: Vec<eight::Board> = TARGETS
        .iter()
        .map(|text| text.parse())
        .collect::<Result<_, _>>()?;
    for metric in [eight::Metric::Stm, eight::Metric::Mtm] {
        let (mut millis, mut after_millis) = (Vec::with_capacity(runs), Vec::with_capacity(runs));
        for target in targets.iter().cycle().take(runs) {
            let start = Instant::now();
            let space = metric.space(target)?;
            millis.push(start.elapsed().as_secs_f64() * 1e3);
            let start = Instant::now();
            let after = space.rows_after();
            after_millis.push(start.elapsed().as_secs_f64() * 1e3);
            std::hint::black_box((space, after));
        }
        let (best, median) = best_and_median(&mut millis).ok_or("no runs")?;
        let (after_best, after_median) = best_and_median(&mut after_millis).ok_or("no runs")?;
        println!(
            "{metric}: best {best:.2} ms, median {median:.2} ms of {runs}; \
             then rows_after: best {after_best:.2} ms, median {after_median:.2} ms"
        );
    }
    Ok(())
}

/// The least and the median of `millis`; `None` when there are none.
fn best_and_median(millis: &mut [f64]) -> Option<(f64, f64)> {
    millis.sort_by(f64::total_cmp);
    Some((*millis.first()?, *millis.get(millis.len() / 2)?))
}
