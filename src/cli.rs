//! The command line: parses arguments, wires standard input and output to
//! the library, and turns outcomes into exit statuses (0 all good, 1 a bad
//! case or a failed check, 2 a usage error).

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use eight::check::CheckError;
use eight::formats::{self, Format, Metric, Run, Summary};
use eight::generate::{GenerateError, random_boards};
use eight::inspect::{self, ExportError};
use eight::notation::Notation;
use eight::stream::{IoSink, IoSource};
use eight::{Board, Move, SolveError};

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
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// Each subcommand's arguments are built only when it is the one run: a
// single query pays for one subcommand, not eight.
#[derive(Subcommand)]
#[command(defer = true)]
enum Command {
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
        notation: NotationArg,
        #[command(flatten)]
        metric: MetricArg,
        #[command(flatten)]
        threads: Threads,
    },
    /// The "Eight II" format (HDU 3567): a count T, then T pairs of boards
    /// on standard input; "Case k: n" and the moves for each.
    Pairs {
        #[command(flatten)]
        notation: NotationArg,
        #[command(flatten)]
        metric: MetricArg,
        #[command(flatten)]
        threads: Threads,
    },
    /// The distance to the goal (or GOAL) and the best next move, as
    /// "DISTANCE MOVE" ("0" when solved, "unsolvable" when there is no way).
    Hint {
        /// The board (nine cells, spaced or as one run).
        #[arg(required = true, num_args = 1..)]
        board: Vec<String>,
        /// Aim for this board instead of the goal 12345678x.
        #[arg(long, value_name = "GOAL")]
        to: Option<String>,
        /// Every best next move, not only the first: "DISTANCE MOVE MOVE...".
        #[arg(long)]
        all: bool,
        #[command(flatten)]
        notation: NotationArg,
        #[command(flatten)]
        metric: MetricArg,
    },
    /// The answer drawn board by board, with each move between.
    Show {
        /// The board (nine cells, spaced or as one run).
        #[arg(required = true, num_args = 1..)]
        board: Vec<String>,
        /// Aim for this board instead of the goal 12345678x.
        #[arg(long, value_name = "GOAL")]
        to: Option<String>,
        #[command(flatten)]
        notation: NotationArg,
    },
    /// The number of shortest answers from the board to the goal (or GOAL).
    Count {
        /// The board (nine cells, spaced or as one run).
        #[arg(required = true, num_args = 1..)]
        board: Vec<String>,
        /// Aim for this board instead of the goal 12345678x.
        #[arg(long, value_name = "GOAL")]
        to: Option<String>,
        #[command(flatten)]
        metric: MetricArg,
    },
    /// Every shortest answer from the board to the goal (or GOAL), one a
    /// line, in ASCII order: the first is what `solve` answers.
    Solutions {
        /// The board (nine cells, spaced or as one run).
        #[arg(required = true, num_args = 1..)]
        board: Vec<String>,
        /// Aim for this board instead of the goal 12345678x.
        #[arg(long, value_name = "GOAL")]
        to: Option<String>,
        /// Print at most N answers, the first N in order.
        #[arg(long, value_name = "N", value_parser = limit, allow_hyphen_values = true)]
        limit: Option<u64>,
        #[command(flatten)]
        notation: NotationArg,
        #[command(flatten)]
        metric: MetricArg,
    },
    /// Random boards exactly D moves from the goal (or GOAL), one a line.
    Gen {
        /// The distance of every board, in moves.
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

#[derive(clap::Args)]
struct Threads {
    /// Threads that solve a large input (default: one per core). The output
    /// is the same for every number; 1 solves on the main thread alone.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
}

impl Threads {
    /// The number for the library: 0 asks for one per core, once a large
    /// input needs them.
    fn count(&self) -> usize {
        self.threads.map_or(0, usize::from)
    }
}

#[derive(clap::Args)]
struct NotationArg {
    /// How moves are written: the blank's letters (d, l, r, u; what the
    /// judges read) or the tiles' (U, D, L, R, the opposite way; a run of
    /// two as U2).
    #[arg(long, value_enum, value_name = "NOTATION", default_value = "blank")]
    notation: NotationValue,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum NotationValue {
    /// d, l, r, u: the direction the blank travels.
    Blank,
    /// U, D, L, R: the direction the tiles slide, a run of two as U2.
    Tiles,
}

impl NotationArg {
    fn get(&self) -> Notation {
        match self.notation {
            NotationValue::Blank => Notation::Blank,
            NotationValue::Tiles => Notation::Tiles,
        }
    }
}

#[derive(clap::Args)]
struct MetricArg {
    /// How moves are counted: stm, a move slides one tile (what the judges
    /// count); mtm, a move slides one tile or two of a row or column at
    /// once (dd is one move), as speedsolvers count.
    #[arg(long, value_enum, value_name = "METRIC", default_value = "stm")]
    metric: MetricValue,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum MetricValue {
    /// Single-tile moves.
    Stm,
    /// Multi-tile moves: a slide of one or two tiles is one move.
    Mtm,
}

impl MetricArg {
    const STM: MetricArg = MetricArg {
        metric: MetricValue::Stm,
    };

    fn get(&self) -> Metric {
        match self.metric {
            MetricValue::Stm => Metric::Stm,
            MetricValue::Mtm => Metric::Mtm,
        }
    }

    fn is_mtm(&self) -> bool {
        self.metric == MetricValue::Mtm
    }
}

/// Reads `--limit`: a whole number from 1.
fn limit(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(String::from("the limit is a whole number from 1 up")),
    }
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum FormatArg {
    /// HDU 1043 "Eight".
    Eight,
    /// HDU 3567 "Eight II".
    Pairs,
}

#[derive(Subcommand)]
enum TablesAction {
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

/// What ends a command early: a read or write failed, or a table is
/// damaged.
type RunError = formats::RunError<io::Error>;

/// Buffer size for standard input and output: large enough that a bulk run
/// makes few system calls.
const IO_BUFFER: usize = 64 * 1024;

/// How a command ended.
enum Outcome {
    /// Everything worked (exit 0).
    Success,
    /// Some case was bad, or a check failed (exit 1).
    Failure,
    /// The command line was wrong (exit 2).
    Usage,
}

impl From<Summary> for Outcome {
    fn from(summary: Summary) -> Self {
        if summary.bad == 0 {
            Outcome::Success
        } else {
            Outcome::Failure
        }
    }
}

/// `eight solve [BOARD...] [--to GOAL]`, `eight pairs`, and `eight count
/// BOARD` and `eight solutions BOARD`, each with or without `--metric
/// stm|mtm` and no other option: the runs that scripts and judges start
/// most, read without clap, since building clap's parser costs more
/// instructions than a whole answer (valgrind counted a sixth of a
/// one-board run on standard input).
/// Anything else (another option, `--help`, `--to` or `--metric` twice or
/// without a plain value, an argument that starts with `-` or is not
/// UTF-8) goes to clap, which reads these arguments the same way.
fn plain_command(args: impl Iterator<Item = std::ffi::OsString>) -> Option<Command> {
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
            let value = match value.as_str() {
                "stm" => MetricValue::Stm,
                "mtm" => MetricValue::Mtm,
                _ => return None,
            };
            metric.replace(MetricArg { metric: value }).is_some()
        };
        if repeated {
            return None;
        }
    }
    let metric = metric.unwrap_or(MetricArg::STM);
    let notation = NotationArg {
        notation: NotationValue::Blank,
    };
    let threads = Threads { threads: None };
    match command.as_str() {
        "solve" => Some(Command::Solve {
            boards: words,
            to,
            notation,
            metric,
            threads,
        }),
        // The Eight II format names its targets in its input.
        "pairs" => (words.is_empty() && to.is_none()).then_some(Command::Pairs {
            notation,
            metric,
            threads,
        }),
        // One board, spelled in one argument or over several, to the goal.
        _ if words.is_empty() || to.is_some() => None,
        "count" => Some(Command::Count {
            board: words,
            to,
            metric,
        }),
        _ => Some(Command::Solutions {
            board: words,
            to,
            limit: None,
            notation,
            metric,
        }),
    }
}

/// Whether a write failed because the reader of standard output went
/// away. Windows names a closed pipe ERROR_NO_DATA (232), which std calls
/// `BrokenPipe`, or ERROR_PIPE_NOT_CONNECTED (233), which it does not
/// (Wine reports that one).
fn reader_went_away(e: &io::Error) -> bool {
    const ERROR_PIPE_NOT_CONNECTED: i32 = 233;
    e.kind() == io::ErrorKind::BrokenPipe
        || (cfg!(windows) && e.raw_os_error() == Some(ERROR_PIPE_NOT_CONNECTED))
}

/// Runs the command line and returns the exit status.
pub fn run() -> ExitCode {
    let command = match plain_command(std::env::args_os()) {
        Some(command) => command,
        None => match Cli::try_parse() {
            Ok(cli) => cli.command,
            Err(e) => {
                // clap prints help and version to standard output with status
                // 0, and usage errors to standard error with status 2.
                let _ = e.print();
                return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
            }
        },
    };
    let stdout = io::stdout();
    let mut output = BufWriter::with_capacity(IO_BUFFER, stdout.lock());
    let mut errors = io::stderr().lock();
    let result = dispatch(command, &mut output, &mut errors)
        .and_then(|outcome| output.flush().map(|()| outcome).map_err(RunError::Io));
    match result {
        Ok(Outcome::Success) => ExitCode::SUCCESS,
        Ok(Outcome::Failure) => ExitCode::from(1),
        Ok(Outcome::Usage) => ExitCode::from(2),
        // The reader went away (`eight solve < big | head -1`): nothing is
        // wrong, there is just nobody left to answer.
        Err(RunError::Io(e)) if reader_went_away(&e) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(errors, "eight: {e}");
            ExitCode::from(1)
        }
    }
}

/// Standard input as the format readers read it (with their own buffer,
/// so the lock's is not used).
fn stdin() -> IoSource<RunInput<'static>> {
    IoSource::new(RunInput::Stdin(io::stdin().lock()))
}

/// What a judge format reads: standard input, or boards given as
/// arguments. One type for both, so that the program holds one copy of
/// each format's reading, not one a kind of input.
enum RunInput<'a> {
    Stdin(io::StdinLock<'static>),
    Arguments(&'a [u8]),
}

impl io::Read for RunInput<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        match self {
            RunInput::Stdin(stdin) => stdin.read(buffer),
            RunInput::Arguments(bytes) => bytes.read(buffer),
        }
    }
}

/// Parses a board given on the command line, or says why it is not one.
fn board_argument(flag: &str, text: &str, errors: &mut dyn Write) -> Option<Board> {
    match text.parse() {
        Ok(board) => Some(board),
        Err(e) => {
            let _ = writeln!(errors, "eight: {flag} '{text}': {}", e.kind);
            None
        }
    }
}

fn dispatch(
    command: Command,
    output: &mut impl Write,
    errors: &mut dyn Write,
) -> Result<Outcome, RunError> {
    match command {
        Command::Solve {
            boards,
            to,
            notation,
            metric,
            threads,
        } => {
            let target = match to {
                None => None,
                Some(text) => match board_argument("--to", &text, errors) {
                    Some(board) => Some(board),
                    None => return Ok(Outcome::Usage),
                },
            };
            let (output, errors) = (&mut IoSink(output), &mut IoSink(errors));
            let run = Run::eight_to(target.unwrap_or(Board::GOAL))
                .notation(notation.get())
                .metric(metric.get())
                .threads(threads.count());
            let summary = if boards.is_empty() {
                run.answer(stdin(), output, errors)?
            } else {
                // Each argument reads as one line, so "line N" in a message
                // names the N-th board argument.
                let joined = boards.join("\n");
                let arguments = IoSource::new(RunInput::Arguments(joined.as_bytes()));
                run.answer(arguments, output, errors)?
            };
            Ok(summary.into())
        }
        Command::Pairs {
            notation,
            metric,
            threads,
        } => {
            let (output, errors) = (&mut IoSink(output), &mut IoSink(errors));
            let run = Run::pairs()
                .notation(notation.get())
                .metric(metric.get())
                .threads(threads.count());
            Ok(run.answer(stdin(), output, errors)?.into())
        }
        Command::Tables { all, action } => tables(all, action, output, errors),
        Command::Hint {
            board,
            to,
            all,
            notation,
            metric,
        } => {
            let Some((board, target)) = query(&board, to.as_deref(), errors) else {
                return Ok(Outcome::Usage);
            };
            if metric.is_mtm() {
                multi_tile::hint(&board, &target, all, notation.get(), output)
            } else if all {
                hint_all(&board, &target, notation.get(), output)
            } else {
                hint(&board, &target, notation.get(), output)
            }
        }
        Command::Show {
            board,
            to,
            notation,
        } => {
            let Some((board, target)) = query(&board, to.as_deref(), errors) else {
                return Ok(Outcome::Usage);
            };
            show(&board, &target, notation.get(), output)
        }
        Command::Count { board, to, metric } => {
            let Some((board, target)) = query(&board, to.as_deref(), errors) else {
                return Ok(Outcome::Usage);
            };
            if metric.is_mtm() {
                multi_tile::count(&board, &target, output)
            } else {
                count(&board, &target, output)
            }
        }
        Command::Solutions {
            board,
            to,
            limit,
            notation,
            metric,
        } => {
            let Some((board, target)) = query(&board, to.as_deref(), errors) else {
                return Ok(Outcome::Usage);
            };
            if metric.is_mtm() {
                return multi_tile::solutions(&board, &target, limit, notation.get(), output);
            }
            solutions(&board, &target, limit, notation.get(), output)
        }
        Command::Gen {
            distance,
            count,
            seed,
            to,
        } => {
            let target = match to {
                None => Board::GOAL,
                Some(text) => match board_argument("--to", &text, errors) {
                    Some(board) => board,
                    None => return Ok(Outcome::Usage),
                },
            };
            generate(&target, distance, count, seed, output, errors)
        }
        Command::Check {
            input,
            answers,
            format,
        } => check(&input, &answers, format, output, errors),
    }
}

/// The board and target of a one-board command.
fn query(words: &[String], to: Option<&str>, errors: &mut dyn Write) -> Option<(Board, Board)> {
    let board = board_argument("board", &words.join(" "), errors)?;
    let target = match to {
        None => Board::GOAL,
        Some(text) => board_argument("--to", text, errors)?,
    };
    Some((board, target))
}

/// A move in `notation`: the blank's letter, or the tiles'.
fn letter(mv: Move, notation: Notation) -> char {
    char::from(notation.letter(mv))
}

/// What ends a command when a query has no answer for a reason other than
/// a pair with no way between: a damaged table.
fn failure(error: SolveError) -> RunError {
    match error {
        SolveError::Table(e) => RunError::Table(e),
        other => RunError::Io(io::Error::other(other.to_string())),
    }
}

/// Writes `unsolvable` for a pair with no way between, and hands a damaged
/// table on as the run's error; `None` then, the answer otherwise.
fn answered<T>(
    answer: Result<T, SolveError>,
    output: &mut impl Write,
) -> Result<Option<T>, RunError> {
    match answer {
        Ok(answer) => Ok(Some(answer)),
        Err(SolveError::Unsolvable) => {
            writeln!(output, "unsolvable")?;
            Ok(None)
        }
        Err(e) => Err(failure(e)),
    }
}

fn hint(
    board: &Board,
    target: &Board,
    notation: Notation,
    output: &mut impl Write,
) -> Result<Outcome, RunError> {
    let Some(hint) = answered(eight::hint(board, target), output)? else {
        return Ok(Outcome::Success);
    };
    let terminal = io::stdout().is_terminal();
    match (hint.next, terminal) {
        (None, false) => writeln!(output, "0")?,
        (None, true) => writeln!(output, "Solved: the board is at its target.")?,
        (Some(mv), false) => writeln!(output, "{} {}", hint.distance, letter(mv, notation))?,
        (Some(mv), true) => {
            writeln!(
                output,
                "{} moves to go. Best next move: {} ({}).",
                hint.distance,
                letter(mv, notation),
                direction(mv)
            )?;
        }
    }
    Ok(Outcome::Success)
}

/// What a move does, in words.
fn direction(mv: Move) -> &'static str {
    match mv {
        Move::Down => "the blank moves down, a tile up",
        Move::Left => "the blank moves left, a tile right",
        Move::Right => "the blank moves right, a tile left",
        Move::Up => "the blank moves up, a tile down",
    }
}

/// `eight hint --all`: the distance and every best next move, in ASCII
/// order of the blank's letters.
fn hint_all(
    board: &Board,
    target: &Board,
    notation: Notation,
    output: &mut impl Write,
) -> Result<Outcome, RunError> {
    let Some(best) = answered(eight::best_moves(board, target), output)? else {
        return Ok(Outcome::Success);
    };
    if io::stdout().is_terminal() {
        if best.moves.is_empty() {
            writeln!(output, "Solved: the board is at its target.")?;
            return Ok(Outcome::Success);
        }
        write!(output, "{} moves to go. Best next moves:", best.distance)?;
        for (i, mv) in best.moves.iter().enumerate() {
            let comma = if i == 0 { "" } else { "," };
            write!(
                output,
                "{comma} {} ({})",
                letter(mv, notation),
                direction(mv)
            )?;
        }
        writeln!(output, ".")?;
        return Ok(Outcome::Success);
    }
    write!(output, "{}", best.distance)?;
    for mv in best.moves.iter() {
        write!(output, " {}", letter(mv, notation))?;
    }
    writeln!(output)?;
    Ok(Outcome::Success)
}

/// `eight count`: the number of shortest answers.
fn count(board: &Board, target: &Board, output: &mut impl Write) -> Result<Outcome, RunError> {
    if let Some(count) = answered(eight::count_solutions(board, target), output)? {
        writeln!(output, "{count}")?;
    }
    Ok(Outcome::Success)
}

/// `eight solutions`: every shortest answer, one a line (an empty line for
/// a board at its target), at most `limit`.
fn solutions(
    board: &Board,
    target: &Board,
    limit: Option<u64>,
    notation: Notation,
    output: &mut impl Write,
) -> Result<Outcome, RunError> {
    let Some(all) = answered(eight::solutions(board, target), output)? else {
        return Ok(Outcome::Success);
    };
    for path in all.take(limit.map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX))) {
        let path = path.map_err(RunError::Table)?;
        output.write_all(notation.spell(&path).as_bytes())?;
        writeln!(output)?;
    }
    Ok(Outcome::Success)
}

fn show(
    board: &Board,
    target: &Board,
    notation: Notation,
    output: &mut impl Write,
) -> Result<Outcome, RunError> {
    let path = match eight::solve_pair(board, target) {
        Ok(path) => path,
        Err(SolveError::Unsolvable) => {
            writeln!(
                output,
                "unsolvable: {target} cannot be reached from {board}"
            )?;
            return Ok(Outcome::Success);
        }
        Err(e) => return Err(failure(e)),
    };
    let moves = notation.spell(&path);
    match path.len() {
        0 => writeln!(output, "0 moves: the board is at its target")?,
        1 => writeln!(output, "1 move: {moves}")?,
        n => writeln!(output, "{n} moves: {moves}")?,
    }
    writeln!(output)?;
    let mut drawing = String::new();
    // Writing to a String cannot fail.
    let _ = eight::draw::write_drawing(&mut drawing, board, &path, notation);
    output.write_all(drawing.as_bytes())?;
    Ok(Outcome::Success)
}

fn generate(
    target: &Board,
    distance: usize,
    count: u64,
    seed: Option<u64>,
    output: &mut impl Write,
    errors: &mut dyn Write,
) -> Result<Outcome, RunError> {
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)
    });
    let boards = match random_boards(target, distance, count, seed) {
        Ok(boards) => boards,
        Err(GenerateError::Table(e)) => return Err(RunError::Table(e)),
        Err(e) => {
            let _ = writeln!(errors, "eight: gen --distance {distance}: {e}");
            return Ok(Outcome::Usage);
        }
    };
    for board in boards {
        writeln!(output, "{board}")?;
    }
    Ok(Outcome::Success)
}

fn check(
    input: &std::path::Path,
    answers: &std::path::Path,
    format: Option<FormatArg>,
    output: &mut impl Write,
    errors: &mut dyn Write,
) -> Result<Outcome, RunError> {
    let open = |path: &std::path::Path| File::open(path).map_err(|e| (path.to_path_buf(), e));
    let files = open(input).and_then(|i| Ok((i, open(answers)?)));
    let (input_file, answers_file) = match files {
        Ok(files) => files,
        Err((path, e)) => {
            let _ = writeln!(errors, "eight: {}: {e}", path.display());
            return Ok(Outcome::Failure);
        }
    };
    let mut answers_reader = BufReader::with_capacity(IO_BUFFER, answers_file);
    let format = match format {
        Some(FormatArg::Eight) => Format::Eight,
        Some(FormatArg::Pairs) => Format::Pairs,
        None => eight::check::detect_format(answers_reader.fill_buf()?),
    };
    let report = match eight::check::check(input_file, answers_reader, format) {
        Ok(report) => report,
        Err(CheckError::Run(e)) => return Err(e),
        Err(e) => {
            let _ = writeln!(errors, "eight: {}: {e}", input.display());
            return Ok(Outcome::Failure);
        }
    };
    let name = match report.format {
        Format::Eight => "Eight",
        Format::Pairs => "Eight II",
    };
    if let Some(failure) = &report.first_failure {
        writeln!(output, "first failure: {failure}")?;
    }
    writeln!(
        output,
        "{} of {} cases correct ({name} format)",
        report.passed, report.cases
    )?;
    Ok(if report.all_passed() {
        Outcome::Success
    } else {
        Outcome::Failure
    })
}

fn tables(
    all: bool,
    action: Option<TablesAction>,
    output: &mut impl Write,
    errors: &mut dyn Write,
) -> Result<Outcome, RunError> {
    let result = match action {
        None if all => {
            output.write_all(inspect::build_manifest().as_bytes())?;
            return Ok(Outcome::Success);
        }
        None => {
            let text = inspect::embedded_manifest().map_err(RunError::Table)?;
            output.write_all(text.as_bytes())?;
            return Ok(Outcome::Success);
        }
        Some(TablesAction::Export { file }) => File::create(&file)
            .map_err(ExportError::Io)
            .and_then(|f| {
                let mut writer = BufWriter::with_capacity(IO_BUFFER, f);
                inspect::export(&mut writer)?;
                Ok(writer.flush()?)
            })
            .map(|()| Outcome::Success)
            .map_err(|e| (file, e)),
        Some(TablesAction::Diff { file }) => File::open(&file)
            .map_err(ExportError::Io)
            .and_then(|f| inspect::diff(BufReader::with_capacity(IO_BUFFER, f), output))
            .map(|differs| {
                if differs {
                    Outcome::Failure
                } else {
                    Outcome::Success
                }
            })
            .map_err(|e| (file, e)),
    };
    match result {
        Ok(outcome) => Ok(outcome),
        Err((_, ExportError::Io(e))) if reader_went_away(&e) => Err(RunError::Io(e)),
        Err((file, e)) => {
            let _ = writeln!(errors, "eight: {}: {e}", file.display());
            Ok(Outcome::Failure)
        }
    }
}

/// The one-board commands in the multi-tile metric (`--metric mtm`): the
/// same lines as in the single-tile metric, a move being a slide of one or
/// two tiles.
mod multi_tile {
    use std::io::{self, IsTerminal, Write};

    use eight::mtm::{self, Slide};
    use eight::notation::Notation;
    use eight::{Board, Move};

    use super::{Outcome, RunError, answered};

    /// A slide in `notation`: the blank's letters (`dd`), or the tiles'
    /// token (`U2`).
    fn spelled(slide: Slide, notation: Notation) -> String {
        let letter = char::from(notation.letter(slide.direction));
        match (slide.cells, notation) {
            (1, _) => letter.to_string(),
            (_, Notation::Blank) => format!("{letter}{letter}"),
            (cells, _) => format!("{letter}{cells}"),
        }
    }

    /// What a slide does, in words.
    fn direction(slide: Slide) -> String {
        let (blank, tiles) = match slide.direction {
            Move::Down => ("down", "up"),
            Move::Left => ("left", "right"),
            Move::Right => ("right", "left"),
            Move::Up => ("up", "down"),
        };
        match slide.cells {
            1 => format!("the blank moves {blank}, a tile {tiles}"),
            _ => format!("the blank moves {blank} two cells, two tiles {tiles}"),
        }
    }

    /// `eight hint --metric mtm [--all]`: the distance in slides, and the
    /// first (or every) best slide.
    pub(super) fn hint(
        board: &Board,
        target: &Board,
        all: bool,
        notation: Notation,
        output: &mut impl Write,
    ) -> Result<Outcome, RunError> {
        let Some(distance) = answered(mtm::distance(board, target), output)? else {
            return Ok(Outcome::Success);
        };
        let slides: Vec<Slide> = if all {
            let Some(best) = answered(mtm::best_moves(board, target), output)? else {
                return Ok(Outcome::Success);
            };
            best.moves.iter().collect()
        } else {
            let Some(hint) = answered(mtm::hint(board, target), output)? else {
                return Ok(Outcome::Success);
            };
            hint.next.into_iter().collect()
        };
        if !io::stdout().is_terminal() {
            write!(output, "{distance}")?;
            for &slide in &slides {
                write!(output, " {}", spelled(slide, notation))?;
            }
            writeln!(output)?;
            return Ok(Outcome::Success);
        }
        if slides.is_empty() {
            writeln!(output, "Solved: the board is at its target.")?;
            return Ok(Outcome::Success);
        }
        let noun = if distance == 1 { "move" } else { "moves" };
        let best = if all { "moves" } else { "move" };
        write!(
            output,
            "{distance} multi-tile {noun} to go. Best next {best}:"
        )?;
        for (i, &slide) in slides.iter().enumerate() {
            let comma = if i == 0 { "" } else { "," };
            write!(
                output,
                "{comma} {} ({})",
                spelled(slide, notation),
                direction(slide)
            )?;
        }
        writeln!(output, ".")?;
        Ok(Outcome::Success)
    }

    /// `eight count --metric mtm`: the number of answers of the fewest
    /// slides.
    pub(super) fn count(
        board: &Board,
        target: &Board,
        output: &mut impl Write,
    ) -> Result<Outcome, RunError> {
        if let Some(count) = answered(mtm::count_solutions(board, target), output)? {
            writeln!(output, "{count}")?;
        }
        Ok(Outcome::Success)
    }

    /// `eight solutions --metric mtm`: every answer of the fewest slides,
    /// one a line in ASCII order, at most `limit`.
    pub(super) fn solutions(
        board: &Board,
        target: &Board,
        limit: Option<u64>,
        notation: Notation,
        output: &mut impl Write,
    ) -> Result<Outcome, RunError> {
        let Some(all) = answered(mtm::solutions(board, target), output)? else {
            return Ok(Outcome::Success);
        };
        let limit = limit.map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX));
        for path in all.take(limit) {
            let path = path.map_err(RunError::Table)?;
            output.write_all(notation.spell_slides(&path).as_bytes())?;
            writeln!(output)?;
        }
        Ok(Outcome::Success)
    }
}
