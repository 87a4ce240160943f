//! How the answers to one-board queries are written, once for both
//! metrics: a move is the blank's direction and the cells it travels (one,
//! or in the multi-tile metric two), spelled in the notation asked for.
//! What a person at a terminal reads is a sentence; what a script reads
//! (anything else) is the numbers and moves alone.

use std::io::{self, Write};

use eight::messages;
use eight::mtm::Slide;
use eight::notation::Notation;
use eight::{Answers, Board, Metric, Move, Score, SolveError};

use super::{Outcome, RunError, answered};

/// What a person reads at the target.
const SOLVED: &str = "Solved: the board is at its target.";

/// `step` in `notation`: the blank's letters (`d`, `dd`), or the tiles'
/// token (`U`, `U2`), as the library spells moves.
fn spelled(step: Slide, notation: Notation) -> String {
    let mut text = String::new();
    let letters = core::iter::repeat_n(step.direction, usize::from(step.cells));
    // Writing to a String cannot fail.
    let _ = notation.write(letters, &mut text);
    text
}

/// What a move does, in words.
fn words(step: Slide) -> String {
    let (blank, tiles) = match step.direction {
        Move::Down => ("down", "up"),
        Move::Left => ("left", "right"),
        Move::Right => ("right", "left"),
        Move::Up => ("up", "down"),
    };
    match step.cells {
        1 => format!("the blank moves {blank}, a tile {tiles}"),
        _ => format!("the blank moves {blank} two cells, two tiles {tiles}"),
    }
}

/// `eight score`: a line for each move graded, then the summary; the
/// outcome is a success only when the moves solve in the fewest.
pub(super) fn score(
    graded: &Score<Slide>,
    notation: Notation,
    output: &mut impl Write,
) -> Result<Outcome, RunError> {
    for (index, &step) in graded.moves().iter().enumerate() {
        write!(output, "{} {}", index + 1, spelled(step, notation))?;
        if graded.first_illegal() == Some(index) {
            writeln!(output, " illegal")?;
            break;
        }
        match (graded.after().get(index), graded.best().get(index)) {
            (Some(after), Some(&best)) => {
                writeln!(output, " {after} {}", if best { "best" } else { "loss" })?
            }
            _ => writeln!(output)?,
        }
    }
    let yes = |flag: bool| if flag { "yes" } else { "no" };
    match graded.first_illegal() {
        Some(index) => writeln!(output, "legal no (move {})", index + 1)?,
        None => writeln!(output, "legal yes")?,
    }
    writeln!(output, "solved {}", yes(graded.solved()))?;
    writeln!(output, "length {}", graded.length())?;
    match graded.optimal() {
        Some(optimal) => writeln!(output, "optimal {optimal}")?,
        None => writeln!(output, "optimal {}", messages::UNSOLVABLE)?,
    }
    match graded.gap() {
        Some(gap) => writeln!(output, "gap {gap}")?,
        None => writeln!(output, "gap -")?,
    }
    Ok(if graded.is_optimal() {
        Outcome::Success
    } else {
        Outcome::Failure
    })
}

/// `eight hint [--all]`: the distance and the best next move (or every
/// best next move, `all`), from `best`.
pub(super) fn hint(
    best: Result<(usize, Vec<Slide>), SolveError>,
    all: bool,
    metric: Metric,
    notation: Notation,
    terminal: bool,
    output: &mut impl Write,
) -> Result<Outcome, RunError> {
    let Some((distance, steps)) = answered(best, output)? else {
        return Ok(Outcome::Success);
    };
    write_hint(distance, &steps, all, metric, notation, terminal, output)?;
    Ok(Outcome::Success)
}

fn write_hint(
    distance: usize,
    steps: &[Slide],
    all: bool,
    metric: Metric,
    notation: Notation,
    terminal: bool,
    output: &mut impl Write,
) -> io::Result<()> {
    if !terminal {
        write!(output, "{distance}")?;
        for &step in steps {
            write!(output, " {}", spelled(step, notation))?;
        }
        return writeln!(output);
    }
    if steps.is_empty() {
        return writeln!(output, "{SOLVED}");
    }
    let noun = if distance == 1 { "move" } else { "moves" };
    let best = if all { "moves" } else { "move" };
    write!(
        output,
        "{distance} {}{noun} to go. Best next {best}:",
        metric.move_kind()
    )?;
    for (i, &step) in steps.iter().enumerate() {
        let comma = if i == 0 { "" } else { "," };
        write!(
            output,
            "{comma} {} ({})",
            spelled(step, notation),
            words(step)
        )?;
    }
    writeln!(output, ".")
}

/// `eight count`: the number of answers.
pub(super) fn count(
    count: Result<u64, SolveError>,
    output: &mut impl Write,
) -> Result<Outcome, RunError> {
    if let Some(count) = answered(count, output)? {
        writeln!(output, "{count}")?;
    }
    Ok(Outcome::Success)
}

/// `eight solutions`: every answer, one a line in ASCII order (an empty
/// line for a board at its target), at most `limit`; the listing stops
/// there.
pub(super) fn solutions(
    all: Result<Answers, SolveError>,
    limit: Option<u64>,
    notation: Notation,
    output: &mut impl Write,
) -> Result<Outcome, RunError> {
    let Some(all) = answered(all, output)? else {
        return Ok(Outcome::Success);
    };
    let limit = limit.map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX));
    let mut line = String::new();
    for path in all.take(limit) {
        let path = path.map_err(RunError::Table)?;
        line.clear();
        // Writing to a String cannot fail.
        let _ = notation.write(path.steps(), &mut line);
        line.push('\n');
        output.write_all(line.as_bytes())?;
    }
    Ok(Outcome::Success)
}

/// `eight show`: the answer drawn board by board.
pub(super) fn show(
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
                "{}: {}",
                messages::UNSOLVABLE,
                messages::cannot_reach(board, target)
            )?;
            return Ok(Outcome::Success);
        }
        Err(e) => return Err(super::failure(e)),
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

#[cfg(test)]
mod tests {
    use super::*;

    const STM: Metric = Metric::Stm;

    fn one(direction: Move) -> Slide {
        Slide::one_cell(direction)
    }

    fn hint_text(
        (distance, steps): (usize, &[Slide]),
        metric: Metric,
        all: bool,
        terminal: bool,
    ) -> String {
        let mut out = Vec::new();
        write_hint(
            distance,
            steps,
            all,
            metric,
            Notation::Blank,
            terminal,
            &mut out,
        )
        .expect("a Vec takes every byte");
        String::from_utf8(out).expect("text")
    }

    #[test]
    fn a_hint_for_a_script_is_the_numbers_and_the_moves() {
        assert_eq!(hint_text((0, &[]), STM, false, false), "0\n");
        assert_eq!(
            hint_text((19, &[one(Move::Down), one(Move::Left)]), STM, true, false),
            "19 d l\n"
        );
        let two = Slide {
            direction: Move::Down,
            cells: 2,
        };
        assert_eq!(hint_text((1, &[two]), Metric::Mtm, false, false), "1 dd\n");
    }

    #[test]
    fn a_hint_for_a_person_is_a_sentence() {
        assert_eq!(hint_text((0, &[]), STM, false, true), format!("{SOLVED}\n"));
        assert_eq!(
            hint_text((19, &[one(Move::Down)]), STM, false, true),
            "19 moves to go. Best next move: d (the blank moves down, a tile up).\n"
        );
        assert_eq!(
            hint_text((1, &[one(Move::Right), one(Move::Up)]), STM, true, true),
            "1 move to go. Best next moves: r (the blank moves right, a tile left), \
             u (the blank moves up, a tile down).\n"
        );
        let two = Slide {
            direction: Move::Left,
            cells: 2,
        };
        assert_eq!(
            hint_text((3, &[two]), Metric::Mtm, false, true),
            "3 multi-tile moves to go. Best next move: ll (the blank moves left two \
             cells, two tiles right).\n"
        );
    }

    #[test]
    fn a_move_is_spelled_in_each_notation() {
        let two = Slide {
            direction: Move::Down,
            cells: 2,
        };
        assert_eq!(spelled(two, Notation::Blank), "dd");
        assert_eq!(spelled(two, Notation::Tiles), "U2");
        assert_eq!(spelled(one(Move::Left), Notation::Tiles), "R");
    }
}
