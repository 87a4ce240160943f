//! The goal's answers in the multi-tile metric as links, for programs with
//! `std`: for each board, by rank ([`crate::rank`]), its answer's first
//! slide and the rank of the board after it. A step of a walk is then one
//! look-up, where the walk over the digits reads two to six neighbours and
//! moves a cursor in each frame. Made from the digits on first use, four
//! bytes a board, once a process has asked its first questions of the
//! goal in this metric (see `lazy`): a run of a few queries makes nothing.
//!
//! A specialisation of the walk over the digits ([`Target::walk`]): the
//! tests hold it to that walk on every board, and `bench/run` builds
//! without it (`--cfg eight_without="mtm_links"`) to show what it saves.
//! The answer from a board is its first slide followed by the answer from
//! the board after it (the first of the fewest slides that start with
//! that slide), so following links gives the walk's answer.

use std::vec::Vec;

use super::{MtmPath, Slide, SolveError, Target, WALK};
use crate::board::{Board, Move};
use crate::rank::{Cursor, TABLE_LEN, rank};
use crate::rules::{MultiTile, Rules};
use crate::table_id::TableId;
use crate::tables::TableError;
use crate::tables::lazy::{Counter, Lazy, WhenBusy};
use eight_core::distance_trits::MAX_DISTANCE;

/// A link: the next board's rank in the low 18 bits, then the slide's
/// letter (2 bits) and whether it slides two tiles (1 bit).
const RANK_MASK: u32 = (1 << 18) - 1;
const LETTER_SHIFT: u32 = 18;
const TWO_CELLS: u32 = 1 << 20;

/// The link of a board whose first slide the digits could not tell (a
/// damaged table): a walk that reaches it fails.
const BROKEN: u32 = u32::MAX;

/// Not linked yet, while the links are made.
const UNLINKED: u32 = u32::MAX - 1;

/// The answer from `start` to the goal: over the digits for the
/// process's first queries, over the links after (see `lazy`).
pub(crate) fn path_to_goal(start: &Board) -> Result<MtmPath, SolveError> {
    static ASKED: Counter = Counter::first_queries();
    static LINKS: Lazy<Result<Vec<u32>, TableError>> = Lazy::new();
    // While one thread makes the links (a pass over every board), the
    // others answer over the digits rather than wait for them.
    let links = match ASKED.take() {
        true => None,
        false => LINKS.get(WhenBusy::GiveWay, || of(&Target::embedded(&Board::GOAL)?)),
    };
    match links {
        None => Target::embedded(&Board::GOAL)?.walk(start),
        Some(Ok(links)) => walk(links, start),
        Some(Err(e)) => Err(e.clone().into()),
    }
}

/// The links of every board to the goal, from the digits of `goal`: a
/// walk from each board not linked yet, linking each board on its way,
/// until it reaches a board already linked (the answer from there on is
/// that board's).
fn of<B: eight_core::stored_table::TableBytes>(goal: &Target<B>) -> Result<Vec<u32>, TableError> {
    let mut links = std::vec![UNLINKED; TABLE_LEN as usize];
    let root = TableId::Goal.root_rank();
    for mut here in Cursor::every_board() {
        let start = here.rank();
        if start == root || links.get(start as usize) != Some(&UNLINKED) {
            continue;
        }
        let board = here.board();
        let walked = goal.each_slide(&board, |slide| {
            let from = here.rank();
            if !MultiTile::step_rank(slide, &mut here) {
                return Err(WALK);
            }
            let next = here.rank();
            let two = if slide.cells == 2 { TWO_CELLS } else { 0 };
            let link = links.get_mut(from as usize).ok_or(WALK)?;
            *link = next | u32::from(slide.direction.code()) << LETTER_SHIFT | two;
            Ok(next != root && links.get(next as usize) == Some(&UNLINKED))
        });
        // A damaged table: the boards it leaves unlinked fail their walks.
        if walked.is_err() {
            if let Some(link) = links.get_mut(start as usize) {
                *link = BROKEN;
            }
        }
    }
    Ok(links)
}

/// The answer from `start` along the links: [`SolveError::Unsolvable`]
/// when it cannot reach the goal, [`TableError::Walk`] when the links
/// lead nowhere within 24 slides.
fn walk(links: &[u32], start: &Board) -> Result<MtmPath, SolveError> {
    let goal = TableId::Goal.root_rank();
    let mut here = rank(start).ok_or(SolveError::Unsolvable)?;
    let mut path = MtmPath::EMPTY;
    while here != goal {
        let link = *links.get(here as usize).ok_or(WALK)?;
        if link >= UNLINKED || path.len() >= MAX_DISTANCE {
            return Err(WALK);
        }
        let slide = Slide {
            direction: Move::from_code((link >> LETTER_SHIFT & 3) as u8),
            cells: if link & TWO_CELLS == 0 { 1 } else { 2 },
        };
        path.push(slide);
        here = link & RANK_MASK;
    }
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every board's answer along the links is the walk's over the digits:
    /// each reachable board of the 362,880, and each other is unsolvable.
    #[test]
    fn the_links_answer_what_the_walk_answers_on_every_board() {
        let goal = Target::embedded(&Board::GOAL).expect("embedded");
        let links = of(&goal).expect("intact tables");
        crate::tables::compact::every_board(|board| {
            assert_eq!(walk(&links, &board), goal.walk(&board), "{board}");
        });
        // A broken link is refused, never followed.
        let mut damaged = links.clone();
        let far: Board = "8672543x1".parse().expect("a board");
        let at = rank(&far).expect("even") as usize;
        damaged[at] = BROKEN;
        assert_eq!(walk(&damaged, &far), Err(WALK));
        // So is a loop.
        damaged[at] = rank(&far).expect("even");
        assert_eq!(walk(&damaged, &far), Err(WALK));
    }
}
