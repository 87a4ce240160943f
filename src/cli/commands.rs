//! The commands beside the queries: `gen` (random boards at a distance),
//! `check` (an answer file judged) and `tables` (the embedded tables
//! shown, exported and compared).

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};

use eight::check::CheckError;
use eight::formats::Format;
use eight::generate::GenerateError;
use eight::inspect::{self, ExportError};
use eight::{Board, Metric};

use super::args::{FormatArg, TablesAction};
use super::{IO_BUFFER, Outcome, RunError, reader_went_away};

/// `eight gen`: random boards at a distance in `metric`, one a line.
pub(super) fn generate(
    metric: Metric,
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
    let boards = match metric.random_boards(target, distance, count, seed) {
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

/// `eight check`: an answer file judged against its input.
pub(super) fn check(
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

/// `eight tables`: the manifest, an export, or a comparison with one.
pub(super) fn tables(
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
