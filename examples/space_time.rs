//! How long one target's whole space takes (`eight::Metric::space`, what
//! every binding calls), in each metric: the best and the median of many
//! targets, each made anew, so that each pays for its own memory.
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
        let mut millis = Vec::with_capacity(runs);
        for target in targets.iter().cycle().take(runs) {
            let start = Instant::now();
            let space = metric.space(target)?;
            millis.push(start.elapsed().as_secs_f64() * 1e3);
            std::hint::black_box(space);
        }
        millis.sort_by(f64::total_cmp);
        let (Some(best), Some(median)) = (millis.first(), millis.get(millis.len() / 2)) else {
            return Err("no runs".into());
        };
        println!("{metric}: best {best:.2} ms, median {median:.2} ms of {runs}");
    }
    Ok(())
}
