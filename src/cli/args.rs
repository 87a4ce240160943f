//! The command line's arguments, read two ways side by side: clap's
//! definition of every command, and a plain reader for the runs that
//! scripts and judges start most ([`plain_command`]), which must read
//! them exactly as clap does (the tests below hold the two equal).

use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};

use eight::Metric;
use eight::notation::Notation;

/// Solves the 8-puzzle by table look-up: shortest answers, and the smallest
/// in ASCII order (d < l < r < u) among the shortest.
// `bin_name`: usage lines say `eight` however the program was started
// (clap would take the file's name: `eight.exe` on Windows, where the
// command is typed `eight` too), so every platform writes the same bytes.
#[derive(Parser)]
#[command(
    name = "eight",
    bin_name = "eight",
    version,
    about,
    propagate_version = true
)]
pub(super) struct Cli {
    #[command(subcommand)]
    pub(super) command: Command,
}

// Each subcommand's arguments are built only when it is the one run: a
// single query pays for one subcommand, not eight.
#[derive(Subcommand, Debug, PartialEq, Eq)]
#[command(defer = true)]
pub(super) enum Command {
    /// The "Eight" format (HDU 1043): one answer line per board.
    ///
    /// Boards come from the arguments, or from standard input when none are
    /// given. A board is nine cells (1-8 and a blank x, X or 0), separated by
    /// white space or written as one run (23415x768).
    Solve {
        /// Boards to solve; standard input when none are given.
        boards: Vec<String>,
        /// Solve towards this board instead of the goal 12345678x.
        #[arg(long, value_name = "GOAL")]
        to: Option<String>,
        #[command(flatten)]
        style: RunStyle,
    },
    /// The "Eight II" format (HDU 3567): a count T, then T pairs of boards
    /// on standard input; "Case k: n" and the moves for each.
    Pairs {
        #[command(flatten)]
        style: RunStyle,
    },
    /// The distance to the goal (or GOAL) and the best next move, as
    /// "DISTANCE MOVE" ("0" when solved, "unsolvable" when there is no way).
    Hint {
        #[command(flatten)]
        query: Query,
        /// Every best next move, not only the first: "DISTANCE MOVE MOVE...".
        #[arg(long)]
        all: bool,
        #[command(flatten)]
        notation: NotationArg,
        #[command(flatten)]
        metric: Counting,
    },
    /// The answer drawn board by board, with each move between.
    Show {
        #[command(flatten)]
        query: Query,
        #[command(flatten)]
        notation: NotationArg,
    },
    /// The number of shortest answers from the board to the goal (or GOAL).
    Count {
        #[command(flatten)]
        query: Query,
        #[command(flatten)]
        metric: Counting,
    },
    /// Every shortest answer from the board to the goal (or GOAL), one a
    /// line, in ASCII order: the first is what `solve` answers.
    Solutions {
        #[command(flatten)]
        query: Query,
        /// Print at most N answers, the first N in order.
        #[arg(long, value_name = "N", value_parser = limit, allow_hyphen_values = true)]
        limit: Option<u64>,
        #[command(flatten)]
        notation: NotationArg,
        #[command(flatten)]
        metric: Counting,
    },
    /// Grade a move string: a line for each move (its number, the move,
    /// the distance after it, and "best" when it was one of the best moves
    /// or "loss" when not; "illegal" ends the grading), then "legal",
    /// "solved", "length", "optimal" and "gap". Exit 0 when it solves in
    /// the fewest moves, 1 when not.
    Score {
        /// The board (nine cells, spaced or as one run), then the moves: the
        /// blank's letters (dlru) or the tiles' (U2 L), as one argument.
        #[arg(required = true, num_args = 2.., value_name = "BOARD MOVES")]
        words: Vec<String>,
        /// Aim for this board instead of the goal 12345678x.
        #[arg(long, value_name = "GOAL")]
        to: Option<String>,
        #[command(flatten)]
        notation: NotationArg,
        #[command(flatten)]
        metric: Counting,
    },
    /// Random boards exactly D moves from the goal (or GOAL), one a line.
    Gen {
        /// The distance of every board, in moves of the metric.
        #[arg(long, value_name = "D")]
        distance: usize,
        /// How many boards.
        #[arg(long, value_name = "N", default_value_t = 1)]
        count: u64,
        /// Seed of the random choice; the same seed gives the same boards.
        /// Without it the clock picks one.
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
        /// Measure distances to this board instead of the goal 12345678x.
        #[arg(long, value_name = "GOAL")]
        to: Option<String>,
        #[command(flatten)]
        metric: Counting,
    },
    /// Judge an answer file against its input: every answer must be right
    /// (Eight: reach the goal in the fewest moves, or say "unsolvable" exactly
    /// when there is no way; Eight II: match exactly). Exit 0 only when all
    /// pass.
    Check {
        /// The input the answers are for.
        input: PathBuf,
        /// The answers to judge.
        answers: PathBuf,
        /// The format; by default Eight II when the answers start with "Case ".
        #[arg(long, value_enum)]
        format: Option<FormatArg>,
    },
    /// The manifest of the embedded tables, recomputed from the tables
    /// themselves; or export them, or compare them with an export.
    #[command(args_conflicts_with_subcommands = true)]
    Tables {
        /// Print the manifest of every table of both storages as the build
        /// script counted them (data/tables.manifest), instead of
        /// recomputing the embedded ones.
        #[arg(long)]
        all: bool,
        #[command(subcommand)]
        action: Option<TablesAction>,
    },
}

// The board of a one-board query, and its target. (Not a doc comment:
// clap would take it for the about text of every command that flattens
// it.)
#[derive(clap::Args, Debug, PartialEq, Eq)]
pub(super) struct Query {
    /// The board (nine cells, spaced or as one run).
    #[arg(required = true, num_args = 1..)]
    pub(super) board: Vec<String>,
    /// Aim for this board instead of the goal 12345678x.
    #[arg(long, value_name = "GOAL")]
    pub(super) to: Option<String>,
}

// How a run of a judge format writes and counts its answers, and on how
// many threads. (Not a doc comment: clap would take it for the about text
// of the commands that flatten it.)
#[derive(clap::Args, Debug, PartialEq, Eq)]
pub(super) struct RunStyle {
    #[command(flatten)]
    pub(super) notation: NotationArg,
    #[command(flatten)]
    pub(super) metric: Counting,
    #[command(flatten)]
    pub(super) threads: Threads,
}

#[derive(clap::Args, Debug, PartialEq, Eq)]
pub(super) struct Threads {
    /// Threads that solve a large input: 0 (the default) for one per core.
    /// The output is the same for every number; 1 solves on the main thread
    /// alone.
    #[arg(long, value_name = "N", default_value_t = 0)]
    threads: u16,
}

impl Threads {
    /// The number for the library, which reads 0 as it is read here: one
    /// per core, once a large input needs them.
    pub(super) fn count(&self) -> usize {
        usize::from(self.threads)
    }
}

#[derive(clap::Args, Debug, PartialEq, Eq)]
pub(super) struct NotationArg {
    /// How moves are written: the blank's letters (d, l, r, u; what the
    /// judges read) or the tiles' (U, D, L, R, the opposite way; a run of
    /// two as U2).
    #[arg(long, value_enum, value_name = "NOTATION", default_value = "blank")]
    notation: NotationValue,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum NotationValue {
    /// d, l, r, u: the direction the blank travels.
    Blank,
    /// U, D, L, R: the direction the tiles slide, a run of two as U2.
    Tiles,
}

impl NotationArg {
    pub(super) fn get(&self) -> Notation {
        match self.notation {
            NotationValue::Blank => Notation::Blank,
            NotationValue::Tiles => Notation::Tiles,
        }
    }
}

// The `--metric` option, which six commands share: how moves are
// counted, as an `eight::Metric`. (Not a doc comment: clap would take it
// for the about text of the commands that flatten it.)
#[derive(clap::Args, Debug, PartialEq, Eq)]
pub(super) struct Counting {
    /// How moves are counted: stm, a move slides one tile (what the judges
    /// count); mtm, a move slides one tile or two of a row or column at
    /// once (dd is one move), as speedsolvers count.
    #[arg(long, value_name = "METRIC", default_value = "stm", value_parser = metric_parser())]
    metric: Metric,
}

/// `--metric`'s values: every metric of the library by its name, each
/// with its summary, so that the program offers whatever metric the
/// library has.
fn metric_parser() -> impl TypedValueParser<Value = Metric> {
    let names = Metric::ALL.map(|metric| PossibleValue::new(metric.name()).help(metric.summary()));
    PossibleValuesParser::new(names).try_map(|name| name.parse::<Metric>())
}

impl Counting {
    pub(super) fn get(&self) -> Metric {
        self.metric
    }
}

/// Reads `--limit`: a whole number from 1.
fn limit(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(String::from(eight::messages::BAD_LIMIT)),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(super) enum FormatArg {
    /// HDU 1043 "Eight".
    Eight,
    /// HDU 3567 "Eight II".
    Pairs,
}

#[derive(Subcommand, Debug, PartialEq, Eq)]
pub(super) enum TablesAction {
    /// Write the embedded tables to FILE (text, format "eight tables export v1").
    Export {
        /// Where to write.
        file: PathBuf,
    },
    /// Compare the embedded tables with an exported FILE entry by entry;
    /// exit 1 when anything differs.
    Diff {
        /// An export written by `eight tables export`.
        file: PathBuf,
    },
}

/// `eight solve [BOARD...] [--to GOAL]`, `eight pairs`, and `eight count
/// BOARD` and `eight solutions BOARD`, each with or without `--metric
/// stm|mtm` and no other option: the runs that scripts and judges start
/// most, read without clap, since building clap's parser costs more
/// instructions than a whole answer.
/// Anything else (another option, `--help`, `--to` or `--metric` twice or
/// without a plain value, an argument that starts with `-` or is not
/// UTF-8) goes to clap, which reads these arguments the same way.
pub(super) fn plain_command(args: impl Iterator<Item = std::ffi::OsString>) -> Option<Command> {
    let mut args = args.map(|arg| arg.into_string().ok());
    let _program = args.next()?;
    let command = args.next()??;
    if !matches!(command.as_str(), "solve" | "pairs" | "count" | "solutions") {
        return None;
    }
    let (mut words, mut to, mut metric) = (Vec::new(), None, None);
    while let Some(arg) = args.next() {
        let arg = arg?;
        let (option, value) = match arg.split_once('=') {
            Some((option @ ("--to" | "--metric"), value)) => (option, value.to_string()),
            _ if arg == "--to" || arg == "--metric" => (arg.as_str(), args.next()??),
            _ if arg.starts_with('-') => return None,
            _ => {
                words.push(arg);
                continue;
            }
        };
        if value.starts_with('-') {
            return None;
        }
        let repeated = if option == "--to" {
            to.replace(value).is_some()
        } else {
            metric.replace(value.parse().ok()?).is_some()
        };
        if repeated {
            return None;
        }
    }
    let metric = Counting {
        metric: metric.unwrap_or_default(),
    };
    let notation = NotationArg {
        notation: NotationValue::Blank,
    };
    let style = || RunStyle {
        notation: NotationArg {
            notation: NotationValue::Blank,
        },
        metric: Counting {
            metric: metric.metric,
        },
        threads: Threads { threads: 0 },
    };
    match command.as_str() {
        "solve" => Some(Command::Solve {
            boards: words,
            to,
            style: style(),
        }),
        // The Eight II format names its targets in its input.
        "pairs" => (words.is_empty() && to.is_none()).then(|| Command::Pairs { style: style() }),
        // One board, spelled in one argument or over several, to the goal.
        _ if words.is_empty() || to.is_some() => None,
        "count" => Some(Command::Count {
            query: Query { board: words, to },
            metric,
        }),
        _ => Some(Command::Solutions {
            query: Query { board: words, to },
            limit: None,
            notation,
            metric,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    fn args(line: &str) -> Vec<OsString> {
        line.split(' ').map(OsString::from).collect()
    }

    /// Every command line the plain reader takes, it reads as clap does.
    #[test]
    fn the_plain_reader_reads_what_clap_reads() {
        let lines = [
            "eight solve",
            "eight solve 23415x768",
            "eight solve 2 3 4 1 5 x 7 6 8",
            "eight solve 23415x768 12345678x --to 1234x5678",
            "eight solve --to=1234x5678 23415x768",
            "eight solve --metric mtm",
            "eight solve --metric=stm 23415x768",
            "eight solve 23415x768 --metric mtm --to 1234x5678",
            "eight pairs",
            "eight pairs --metric mtm",
            "eight count 8672543x1",
            "eight count 8 6 7 2 5 4 3 x 1 --metric mtm",
            "eight solutions 8672543x1",
            "eight solutions --metric=mtm 23415x768",
        ];
        for line in lines {
            let plain = plain_command(args(line).into_iter());
            let by_clap = Cli::try_parse_from(args(line)).map(|cli| cli.command);
            assert!(plain.is_some(), "{line}: the plain reader takes it");
            assert_eq!(plain, by_clap.ok(), "{line}");
        }
    }

    /// What the plain reader leaves to clap: options it does not know,
    /// repeated or valueless ones, help, what a command does not take.
    #[test]
    fn the_plain_reader_leaves_the_rest_to_clap() {
        let lines = [
            "eight",
            "eight hint 23415x768",
            "eight solve --help",
            "eight solve --threads 2",
            "eight solve --notation tiles 23415x768",
            "eight solve --to",
            "eight solve --to 12345678x --to 12345678x",
            "eight solve --metric mtm --metric stm",
            "eight solve --metric qtm",
            "eight solve --to -1",
            "eight pairs 23415x768",
            "eight pairs --to 12345678x",
            "eight count",
            "eight count 23415x768 --to 12345678x",
            "eight solutions 23415x768 --limit 2",
        ];
        for line in lines {
            assert_eq!(plain_command(args(line).into_iter()), None, "{line}");
        }
    }
}
