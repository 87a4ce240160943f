//! Times whole processes side by side, for the start-up rows of
//! `bench/run`:
//!
//!   spawn_time ROUNDS RUNS COMMAND...
//!
//! Each COMMAND is one argument: a program and its arguments, separated by
//! spaces, with `<FILE` for what it reads on standard input. A round runs
//! every command once, RUNS times over (A C B, B A C, ...), so whatever the
//! machine drifts by reaches every command alike; timing one command's runs
//! before the next's (as hyperfine does) lets a drift of a few percent
//! pass for a difference. The order within each pass is shuffled (a fixed
//! seed), so that no command always follows the same one. Standard output
//! and error go to /dev/null; a run that fails stops the measurement.
//!
//! Prints a line a command: the command, the median of all its runs in
//! microseconds, and the median over the rounds of its ratio to the first
//! command's median in the same round.

use std::fs::File;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// One command line to time.
struct Spawn {
    text: String,
    program: String,
    args: Vec<String>,
    stdin: Option<String>,
}

impl Spawn {
    fn parse(text: &str) -> Option<Spawn> {
        let mut words = text.split_whitespace();
        let program = words.next()?.to_owned();
        let (mut args, mut stdin) = (Vec::new(), None);
        for word in words {
            match word.strip_prefix('<') {
                Some(file) => stdin = Some(file.to_owned()),
                None => args.push(word.to_owned()),
            }
        }
        Some(Spawn {
            text: text.to_owned(),
            program,
            args,
            stdin,
        })
    }

    /// The wall time of one run, from spawning to its exit.
    fn time(&self) -> Result<Duration, String> {
        let stdin = match &self.stdin {
            Some(file) => Stdio::from(File::open(file).map_err(|e| format!("{file}: {e}"))?),
            None => Stdio::null(),
        };
        let mut command = Command::new(&self.program);
        command
            .args(&self.args)
            .stdin(stdin)
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let started = Instant::now();
        let status = command
            .status()
            .map_err(|e| format!("{}: {e}", self.text))?;
        let took = started.elapsed();
        if !status.success() {
            return Err(format!("{}: {status}", self.text));
        }
        Ok(took)
    }
}

/// Fisher-Yates with xorshift64: any fixed sequence of orders will do.
fn shuffle(order: &mut [usize], seed: &mut u64) {
    for i in (1..order.len()).rev() {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        order.swap(i, (*seed % (i as u64 + 1)) as usize);
    }
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    if values.len().is_multiple_of(2) {
        (values[middle - 1] + values[middle]) / 2.0
    } else {
        values[middle]
    }
}

fn measure(rounds: usize, runs: usize, spawns: &[Spawn]) -> Result<(), String> {
    let mut all: Vec<Vec<f64>> = vec![Vec::new(); spawns.len()];
    let mut ratios: Vec<Vec<f64>> = vec![Vec::new(); spawns.len()];
    // Warm the page cache and the branch of every program first.
    for spawn in spawns {
        for _ in 0..5 {
            spawn.time()?;
        }
    }
    let mut order: Vec<usize> = (0..spawns.len()).collect();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    for _ in 0..rounds {
        let mut round: Vec<Vec<f64>> = vec![Vec::with_capacity(runs); spawns.len()];
        for _ in 0..runs {
            shuffle(&mut order, &mut seed);
            for &k in &order {
                round[k].push(spawns[k].time()?.as_secs_f64() * 1e6);
            }
        }
        let medians: Vec<f64> = round.iter_mut().map(|times| median(times)).collect();
        for (k, times) in round.into_iter().enumerate() {
            ratios[k].push(medians[k] / medians[0]);
            all[k].extend(times);
        }
    }
    for (k, spawn) in spawns.iter().enumerate() {
        println!(
            "{}\t{:.1}\t{:.4}",
            spawn.text,
            median(&mut all[k]),
            median(&mut ratios[k])
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage =
        "usage: spawn_time ROUNDS RUNS COMMAND... (a command is one argument; <FILE for its input)";
    let (Some(rounds), Some(runs)) = (
        args.first().and_then(|n| n.parse::<usize>().ok()),
        args.get(1).and_then(|n| n.parse::<usize>().ok()),
    ) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let spawns: Option<Vec<Spawn>> = args[2..].iter().map(|text| Spawn::parse(text)).collect();
    let Some(spawns) = spawns.filter(|s| !s.is_empty() && rounds > 0 && runs > 0) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    match measure(rounds, runs, &spawns) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("spawn_time: {e}");
            ExitCode::FAILURE
        }
    }
}
