//! How long the library takes to answer a file of Eight boards to the
//! goal, inside one process: the boards are read first, then answered
//! with `eight::solve` over and over, one after the other, and the fastest
//! pass is printed. Process start-up, reading and writing stay out of it,
//! so two builds of the walk compare with far less noise than whole runs
//! of the program show on a shared machine.
//!
//!     cargo run --release --example solve_time -- target/bench/eight-1m.in [PASSES]
//!     cargo run --release --features compact-tables --target-dir target/compact \
//!         --example solve_time -- target/bench/eight-1m.in
//!
//! (`bench_input eight N SEED` writes such a file.) Prints the fastest and
//! the median pass, and the moves of all answers, which must be the same
//! for every build.

use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: solve_time BOARDS_FILE [PASSES]");
        return ExitCode::from(2);
    };
    let passes = match args.next().map(|text| text.parse::<usize>()) {
        None => 15,
        Some(Ok(passes)) if passes > 0 => passes,
        Some(_) => {
            eprintln!("solve_time: PASSES is a whole number above 0");
            return ExitCode::from(2);
        }
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("solve_time: {path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut boards = Vec::new();
    for (number, line) in (1..).zip(text.lines()) {
        match line.parse::<eight::Board>() {
            Ok(board) => boards.push(board),
            Err(e) => {
                // The error's own place is within the one line it read.
                eprintln!("solve_time: {path}: line {number}: {}", e.kind);
                return ExitCode::FAILURE;
            }
        }
    }
    let mut millis = Vec::with_capacity(passes);
    let mut moves = 0;
    for _ in 0..passes {
        let start = Instant::now();
        moves = boards
            .iter()
            .map(|board| eight::solve(std::hint::black_box(board)).map_or(0, |path| path.len()))
            .sum::<usize>();
        millis.push(start.elapsed().as_secs_f64() * 1e3);
    }
    millis.sort_by(f64::total_cmp);
    println!(
        "{} boards, {passes} passes: fastest {:.1} ms, median {:.1} ms; {moves} moves in all",
        boards.len(),
        millis[0],
        millis[millis.len() / 2],
    );
    ExitCode::SUCCESS
}
