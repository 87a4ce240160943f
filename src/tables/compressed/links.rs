//! The goal table as links, for programs with `std`: for each board, by
//! rank, the key of the next board on its answer (see [`Cursor::key`]),
//! the board's distance, and the letter of the move. A step of a walk is
//! then one look-up, where the packed table needs a look-up, a shift and
//! a turn of the cursor; and a walk knows its length before it starts, so
//! that it tests nothing at each step. Made from the decoded goal table on
//! first use, four bytes a board: it costs a few times the decode, which a
//! bulk run of Eight boards repays within a quarter of the boards, and
//! walking four side by side fills one walk's wait for its next link with
//! the others' steps.
//!
//! A specialisation of the packed table's walk (`super::Walker`): the
//! tests hold it to that walk on every board, and `bench/run` builds
//! without it (`--cfg eight_without="links"`) to show what it saves.

use std::vec::Vec;

use super::{Cursor, Path, SolveError, TableError, TableId, WhenBusy, table};
use crate::board::MAX_MOVES;
use crate::rank::TABLE_LEN;
use crate::tables::lazy::Lazy;
use eight_core::move_table::TableRef;

/// A link: the next board's key in its low 19 bits, then the board's
/// distance (5 bits), then the letter (8 bits).
const KEY_MASK: u32 = (1 << 19) - 1;
const DISTANCE_SHIFT: u32 = 19;
const LETTER_SHIFT: u32 = 24;

/// The goal table's links, made on first use; a thread that needs them
/// while another makes them waits, or gives way (`None`) when `busy`
/// says so.
pub(super) fn goal(busy: WhenBusy) -> Option<Result<&'static [u32], TableError>> {
    static LINKS: Lazy<Result<Vec<u32>, TableError>> = Lazy::new();
    let links = LINKS.get(busy, || Ok(of(table(TableId::Goal)?)))?;
    Some(match links {
        Ok(links) => Ok(links),
        Err(e) => Err(e.clone()),
    })
}

/// The links of a table walked forward (the goal's). A move that
/// would leave the board (a damaged entry) links a board to itself;
/// a board whose links loop or run longer than any answer gets the
/// longest distance, so that its walk ends away from the root and is
/// refused.
pub(super) fn of(table: TableRef<'_>) -> Vec<u32> {
    let mut links = std::vec![0; TABLE_LEN as usize];
    for here in Cursor::every_board() {
        let rank = here.rank();
        let entry = table.get(rank);
        let mut next = here;
        if !next.step(entry) {
            next = here;
        }
        if let Some(link) = links.get_mut(rank as usize) {
            *link = next.key() | u32::from(entry.letter()) << LETTER_SHIFT;
        }
    }
    // Each board's distance: one more than the next board's, known
    // once a chain of links arrives at the root or at a board whose
    // distance is known.
    const UNKNOWN: u8 = u8::MAX;
    const ON_TRAIL: u8 = u8::MAX - 1;
    const LONGEST: u8 = MAX_MOVES as u8;
    let mut distance = std::vec![UNKNOWN; TABLE_LEN as usize];
    if let Some(root) = distance.get_mut(TableId::Goal.root_rank() as usize) {
        *root = 0;
    }
    let mut trail = Vec::new();
    for rank in 0..TABLE_LEN as usize {
        trail.clear();
        let mut at = rank;
        let known = loop {
            match distance.get(at).copied() {
                Some(UNKNOWN) => {}
                Some(ON_TRAIL) | None => break LONGEST,
                Some(d) => break d,
            }
            distance[at] = ON_TRAIL;
            trail.push(at);
            at = (links[at] & KEY_MASK) as usize >> 1;
        };
        let mut d = known;
        for &on_trail in trail.iter().rev() {
            d = (d + 1).min(LONGEST);
            distance[on_trail] = d;
        }
    }
    for (link, d) in links.iter_mut().zip(distance) {
        *link |= u32::from(d) << DISTANCE_SHIFT;
    }
    links
}

/// The link of the board of `key`; past the end (never, for a key a
/// cursor made), a link to nowhere that runs as long as any walk.
#[inline(always)]
fn link(links: &[u32], key: u32) -> u32 {
    links
        .get((key >> 1) as usize)
        .copied()
        .unwrap_or(key | u32::from(MAX_MOVES as u8) << DISTANCE_SHIFT)
}

/// The number of steps from the board of a link.
#[inline(always)]
fn distance(link: u32) -> usize {
    (link >> DISTANCE_SHIFT) as usize % 32
}

/// The answers to the goal from each of `cursors` (`None`: a board that
/// cannot reach it), walked side by side through the goal's links;
/// `None` when another thread is making them and `busy` says to give
/// way.
#[inline]
pub(super) fn to_goal<const N: usize>(
    cursors: [Option<Cursor>; N],
    busy: WhenBusy,
) -> Option<[Result<Path, SolveError>; N]> {
    Some(match goal(busy)? {
        Ok(links) => walks(links, cursors),
        Err(e) => core::array::from_fn(|_| Err(e.clone().into())),
    })
}

/// The walks from each of `cursors` to the goal through `links` (`None`:
/// a board that cannot reach the goal): each as many steps as its
/// board's distance, which must end at the root, or the table is
/// damaged. The walks go side by side, a step of each in turn: a step
/// waits for the link its board's last step read, and the other
/// walks' steps fill that wait. A walk that has arrived stays at the
/// root (whose link leads to itself) while the others walk on.
#[inline]
pub(super) fn walks<const N: usize>(
    links: &[u32],
    cursors: [Option<Cursor>; N],
) -> [Result<Path, SolveError>; N] {
    let root = Cursor::key_of_canonical_start(TableId::Goal.root_rank());
    let mut keys = cursors.map(|cursor| cursor.map_or(root, |cursor| cursor.key()));
    let lens = keys.map(|key| distance(link(links, key)));
    let longest = lens.iter().copied().max().unwrap_or(0);
    let mut letters = [[0u8; MAX_MOVES + 1]; N];
    for step in 0..longest {
        for (key, letters) in keys.iter_mut().zip(&mut letters) {
            let link = link(links, *key);
            letters[step % 32] = (link >> LETTER_SHIFT) as u8;
            *key = link & KEY_MASK;
        }
    }
    core::array::from_fn(|lane| match cursors[lane] {
        None => Err(SolveError::Unsolvable),
        Some(_) if keys[lane] != root => Err(TableError::Walk.into()),
        Some(_) => Ok(Path::from_letters(&letters[lane], lens[lane])),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::tables::compressed::Walker;
    use eight_core::move_table::Table;

    /// One walk through the goal's links.
    fn walk_links(links: &[u32], cursor: Cursor) -> Result<Path, SolveError> {
        let [answer] = walks(links, [Some(cursor)]);
        answer
    }

    /// The goal's links walk every board, alone and four side by side, to
    /// the answer the packed goal table gives; a board that cannot reach
    /// the goal is refused in its group without holding up the others.
    #[test]
    fn links_walk_every_board_as_the_packed_table_does() {
        use crate::rank::{TABLE_LEN, unrank};

        let goal = table(TableId::Goal).expect("embedded");
        let links = of(goal);
        let mut lanes = [None; 4];
        let mut expected: [Result<Path, SolveError>; 4] =
            core::array::from_fn(|_| Err(SolveError::Unsolvable));
        for rank in 0..TABLE_LEN {
            let board = unrank(rank).expect("in range");
            let cursor = Cursor::new(&board).expect("even");
            let packed = Walker::new(TableId::Goal, goal, None, cursor)
                .finish()
                .map_err(SolveError::from);
            assert_eq!(walk_links(&links, cursor), packed, "{board}");
            // Every fifth board of a group cannot reach the goal.
            let lane = (rank % 4) as usize;
            let unsolvable = rank % 5 == 0;
            lanes[lane] = (!unsolvable).then_some(cursor);
            expected[lane] = if unsolvable {
                Err(SolveError::Unsolvable)
            } else {
                packed
            };
            if lane == 3 {
                assert_eq!(walks(&links, lanes), expected, "to {board}");
            }
        }
    }

    /// Links made from a damaged goal table never give an answer that does
    /// not arrive, nor panic: an entry that leaves the board, and two
    /// boards that lead to each other, are refused, alone and in a group,
    /// and the boards whose ways miss them are answered as before.
    #[test]
    fn links_of_a_damaged_table_refuse_the_walks_through_the_damage() {
        use crate::board::Move;
        use crate::rank::rank;

        let goal = table(TableId::Goal).expect("embedded");
        let board = |text: &str| text.parse::<Board>().expect("a board");
        // `one` is a move from the goal; `two` walks through it; `corner`
        // has its blank in the top row; `far`'s way misses both.
        let (one, two) = (board("1234567x8"), board("1234x6758"));
        let (corner, far) = (board("x12345678"), board("8672543x1"));
        let mut damaged = Table::from_packed(goal.packed().to_vec()).expect("a table");
        // `one` now moves left, to a board whose entry leads right back:
        // a loop. `corner` moves up, off the board.
        damaged.set(rank(&one).expect("even"), Move::Left);
        damaged.set(rank(&corner).expect("even"), Move::Up);
        let links = of(damaged.view());
        let cursor = |b: &Board| Cursor::new(b).expect("even");
        for refused in [one, corner] {
            assert_eq!(
                walk_links(&links, cursor(&refused)),
                Err(TableError::Walk.into()),
                "{refused}"
            );
        }
        assert_eq!(
            walk_links(&links, cursor(&two)),
            Err(TableError::Walk.into())
        );
        let far_answer = Walker::new(TableId::Goal, goal, None, cursor(&far))
            .finish()
            .map_err(SolveError::from);
        assert_eq!(walk_links(&links, cursor(&far)), far_answer);
        let group = walks(
            &links,
            [
                Some(cursor(&one)),
                Some(cursor(&far)),
                None,
                Some(cursor(&corner)),
            ],
        );
        assert_eq!(
            group,
            [
                Err(TableError::Walk.into()),
                far_answer,
                Err(SolveError::Unsolvable),
                Err(TableError::Walk.into()),
            ]
        );
    }
}
