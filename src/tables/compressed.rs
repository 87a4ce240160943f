//! The compressed storage (the default, feature `compressed-tables`): the
//! ten move tables of [`super::move_table`], as zstd blobs `build.rs`
//! wrote, each decoded the first time a query needs it (format version,
//! name, size and SHA-256 checked) and kept for the life of the program, so
//! a run pays only for the tables it touches. A query walks one table.

use crate::answer::{Path, SolveError};
use crate::board::{Board, MAX_MOVES, Symmetry};
use crate::rank::Cursor;
use crate::table_id::TableId;
use crate::tables::TableError;
use eight_core::codec;
use eight_core::move_table::{Table, TableRef, corrected};

/// Decodes one table from its compressed blob and checks it (see
/// [`eight_core::codec::decode_table`]).
pub fn decode_table(id: TableId, compressed: &[u8]) -> Result<Table, TableError> {
    codec::decode_table(id, compressed).map_err(TableError::Codec)
}

fn index(id: TableId) -> Result<usize, TableError> {
    match id {
        TableId::Goal => Ok(0),
        TableId::Start(cell) if cell < 9 => Ok(1 + usize::from(cell)),
        _ => Err(TableError::NotEmbedded(id)),
    }
}

/// The compressed bytes of an embedded move table.
pub fn embedded_blob(id: TableId) -> Result<&'static [u8], TableError> {
    static BLOBS: [&[u8]; 10] = [
        include_bytes!(concat!(env!("OUT_DIR"), "/goal.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-0.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-1.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-2.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-3.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-4.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-5.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-6.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-7.bin.zst")),
        include_bytes!(concat!(env!("OUT_DIR"), "/start-8.bin.zst")),
    ];
    Ok(BLOBS[index(id)?])
}

/// What a query does when the table it needs is being decoded by another
/// thread: wait for it, or give way (and answer from the compact tables
/// meanwhile, as a program with `std` can). Without `std` there are no
/// threads to wait for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WhenBusy {
    Wait,
    #[cfg_attr(not(feature = "std"), allow(dead_code))]
    GiveWay,
}

/// An embedded move table, decoded on first use.
#[cfg(any(test, feature = "std"))]
#[inline]
pub fn table(id: TableId) -> Result<TableRef<'static>, TableError> {
    table_when(id, WhenBusy::Wait).unwrap_or(Err(TableError::NotEmbedded(id)))
}

/// [`table`], or `None` when another thread is decoding it and `busy`
/// says to give way.
#[inline]
fn table_when(id: TableId, busy: WhenBusy) -> Option<Result<TableRef<'static>, TableError>> {
    let index = match index(id) {
        Ok(index) => index,
        Err(e) => return Some(Err(e)),
    };
    Some(match decoded(index, id, busy)? {
        Ok(table) => Ok(table.view()),
        Err(e) => Err(e.clone()),
    })
}

/// With std, the first thread to need a table decodes it; another that
/// needs it meanwhile waits, or gives way when told to.
#[cfg(feature = "std")]
fn decoded(
    index: usize,
    id: TableId,
    busy: WhenBusy,
) -> Option<&'static Result<Table, TableError>> {
    use core::sync::atomic::{AtomicBool, Ordering};
    use std::sync::OnceLock;

    static DECODED: [OnceLock<Result<Table, TableError>>; 10] = [const { OnceLock::new() }; 10];
    static CLAIMED: [AtomicBool; 10] = [const { AtomicBool::new(false) }; 10];
    let once = &DECODED[index % 10];
    // Every query but the first few asks for a table already decoded.
    if let Some(decoded) = once.get() {
        return Some(decoded);
    }
    if CLAIMED[index % 10].swap(true, Ordering::AcqRel) && busy == WhenBusy::GiveWay {
        return once.get();
    }
    Some(once.get_or_init(|| decode_table(id, embedded_blob(id)?)))
}

/// Without std there is no lock to wait on: a once-cell that keeps the
/// first of any values decoded at the same time.
#[cfg(not(feature = "std"))]
fn decoded(index: usize, id: TableId, _: WhenBusy) -> Option<&'static Result<Table, TableError>> {
    use alloc::boxed::Box;
    use once_cell::race::OnceBox;

    static DECODED: [OnceBox<Result<Table, TableError>>; 10] = [const { OnceBox::new() }; 10];
    Some(
        DECODED[index % 10]
            .get_or_init(|| Box::new(embedded_blob(id).and_then(|b| decode_table(id, b)))),
    )
}

/// An embedded move table as its search defines it, indexed by its own
/// ranks: a table stored against a mirror image is rebuilt from its
/// corrections. A copy, for the rare uses that read every entry (exports,
/// the manifest), never for a query.
#[cfg(feature = "std")]
pub fn logical_table(id: TableId) -> Result<Table, TableError> {
    let stored = table(id)?;
    Ok(match id.stored_against() {
        None => Table::from_packed(stored.packed().to_vec()).unwrap_or_else(Table::zeroed),
        Some((base, symmetry)) => {
            eight_core::move_table::undo_corrections(base, symmetry, table(base)?, stored)
        }
    })
}

/// One walk through a move table towards its root, a step at a time.
#[derive(Clone, Copy)]
struct Walker<'t> {
    table: TableRef<'t>,
    cursor: Cursor,
    /// For a start table stored against a mirror image: the corrections
    /// to `table` (which is then the mirror image's table) and the mirror;
    /// the walk runs on the mirrored boards.
    corrections: Option<(TableRef<'t>, Symmetry)>,
    root: u32,
    /// Start tables hold the move that reached a board, so the walk goes
    /// against it and the letters come out last first.
    backwards: bool,
}

impl<'t> Walker<'t> {
    /// A walk in the table `id` (for a start table stored against a
    /// mirror image: in the mirror image's table, given as `id`, with
    /// `corrections` and the mirror).
    fn new(
        id: TableId,
        table: TableRef<'t>,
        corrections: Option<(TableRef<'t>, Symmetry)>,
        cursor: Cursor,
    ) -> Walker<'t> {
        Walker {
            table,
            corrections,
            cursor,
            root: id.root_rank(),
            backwards: matches!(id, TableId::Start(_)),
        }
    }

    /// Walks to the root and returns the letters in answer order.
    fn finish(self) -> Result<Path, TableError> {
        // One loop for each kind of table, so that a walk tests nothing
        // per step for what its table is not: the goal table is walked
        // forward and stored whole, a start table backwards, whole or as
        // corrections.
        match (self.backwards, self.corrections.is_some()) {
            (false, false) => self.walk::<false, false>(),
            (false, true) => self.walk::<false, true>(),
            (true, false) => self.walk::<true, false>(),
            (true, true) => self.walk::<true, true>(),
        }
    }

    /// The walk of [`Walker::finish`], against each entry when
    /// `BACKWARDS`, through a table stored against a mirror image when
    /// `CORRECTED`. At most [`MAX_MOVES`] steps: a longer walk can only
    /// come from a damaged table.
    #[cfg_attr(not(target_os = "none"), inline(always))]
    fn walk<const BACKWARDS: bool, const CORRECTED: bool>(self) -> Result<Path, TableError> {
        let Walker {
            table,
            corrections,
            mut cursor,
            root,
            ..
        } = self;
        let root = Cursor::key_of_canonical_start(root);
        let mut letters = [0u8; MAX_MOVES];
        for (len, slot) in letters.iter_mut().enumerate() {
            let key = cursor.key();
            if key == root {
                return Ok(answer::<BACKWARDS>(letters, len));
            }
            let mut entry = table.get(cursor.rank());
            let mut letter = entry;
            if CORRECTED && let Some((corrections, mirror)) = corrections {
                entry = corrected(entry, corrections.get(cursor.rank()));
                letter = mirror.apply_to_move(entry);
            }
            let mv = if BACKWARDS { entry.inverse() } else { entry };
            *slot = letter.letter();
            // A step off the board can only come from a damaged table.
            if !cursor.step_code(mv.code()) {
                return Err(TableError::Walk);
            }
        }
        if cursor.key() == root {
            return Ok(answer::<BACKWARDS>(letters, MAX_MOVES));
        }
        Err(TableError::Walk)
    }
}

/// The answer of a walk that wrote `len` letters: in the order written,
/// or last first for a walk `BACKWARDS`.
#[inline(always)]
fn answer<const BACKWARDS: bool>(mut letters: [u8; MAX_MOVES], len: usize) -> Path {
    if BACKWARDS {
        letters[..len].reverse();
    }
    Path::from_letters(&letters, len)
}

/// The goal table as links, for programs with `std`: for each board, by
/// rank, the key of the next board on its answer (see [`Cursor::key`]),
/// the board's distance, and the letter of the move. A step of a walk is
/// then one look-up, where the packed table needs a look-up, a shift and
/// a turn of the cursor; and a walk knows its length before it starts, so
/// that it tests nothing at each step. Made from the decoded goal table on
/// first use: 725,760 bytes and about 18.5 M instructions (callgrind),
/// two and a half times the decode's 7 M, which a bulk run of Eight
/// boards repays within some 45,000: over all 181,440 boards, one at a
/// time, the links took 424 instructions a board fewer than the packed
/// table, and walking four side by side is faster still in time.
#[cfg(feature = "std")]
mod links {
    use core::sync::atomic::{AtomicBool, Ordering};
    use std::sync::OnceLock;
    use std::vec::Vec;

    use super::{Cursor, Path, SolveError, TableError, TableId, WhenBusy, table};
    use crate::board::MAX_MOVES;
    use crate::rank::TABLE_LEN;
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
        static LINKS: OnceLock<Result<Vec<u32>, TableError>> = OnceLock::new();
        static CLAIMED: AtomicBool = AtomicBool::new(false);
        let links = match LINKS.get() {
            Some(links) => links,
            None if CLAIMED.swap(true, Ordering::AcqRel) && busy == WhenBusy::GiveWay => {
                LINKS.get()?
            }
            None => LINKS.get_or_init(|| Ok(of(table(TableId::Goal)?))),
        };
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
}

/// [`path`] to the goal from each of `starts`, walked side by side
/// through the goal's links; `None` when another thread is making them
/// and `busy` says to give way.
#[cfg(feature = "std")]
pub(crate) fn paths_to_goal<const N: usize>(
    starts: &[Board; N],
    busy: WhenBusy,
) -> Option<[Result<Path, SolveError>; N]> {
    Some(match links::goal(busy)? {
        Ok(links) => links::walks(links, starts.map(|start| Cursor::new(&start))),
        Err(e) => core::array::from_fn(|_| Err(e.clone().into())),
    })
}

/// The path a move table knows for `board`: for the goal table, the answer
/// from `board` to the goal; for a start table, the answer from its
/// canonical start to `board`. Works on any move table, embedded or read
/// from a file.
#[cfg(feature = "std")]
pub(crate) fn table_path(
    id: TableId,
    table: TableRef<'_>,
    board: &Board,
) -> Result<Path, SolveError> {
    let cursor = Cursor::new(board).ok_or(SolveError::Unsolvable)?;
    Ok(Walker::new(id, table, None, cursor).finish()?)
}

/// The answer from `start` to `target`: forward in the goal table when the
/// target is the goal, else back from the renamed target in the start table
/// of the start's blank cell. Checks solvability before any table is
/// decoded, so an unsolvable query costs no decoding.
#[cfg_attr(all(feature = "std", not(test)), allow(dead_code))]
pub(crate) fn path(start: &Board, target: &Board) -> Result<Path, SolveError> {
    // A query that waits always gets its tables: `None` cannot come back.
    path_when(start, target, WhenBusy::Wait).unwrap_or(Err(TableError::Walk.into()))
}

/// [`path`], or `None` when a table it needs is being decoded by another
/// thread and `busy` says to give way.
pub(crate) fn path_when(
    start: &Board,
    target: &Board,
    busy: WhenBusy,
) -> Option<Result<Path, SolveError>> {
    macro_rules! table {
        ($id:expr) => {
            match table_when($id, busy)? {
                Ok(table) => table,
                Err(e) => return Some(Err(e.into())),
            }
        };
    }
    macro_rules! cursor {
        ($cursor:expr) => {
            match $cursor {
                Some(cursor) => cursor,
                None => return Some(Err(SolveError::Unsolvable)),
            }
        };
    }
    if *target == Board::GOAL {
        let cursor = cursor!(Cursor::new(start));
        #[cfg(feature = "std")]
        {
            return Some(match links::goal(busy)? {
                Ok(links) => {
                    let [answer] = links::walks(links, [Some(cursor)]);
                    answer
                }
                Err(e) => Err(e.into()),
            });
        }
        #[cfg(not(feature = "std"))]
        {
            let goal = table!(TableId::Goal);
            return Some(
                Walker::new(TableId::Goal, goal, None, cursor)
                    .finish()
                    .map_err(SolveError::from),
            );
        }
    }
    // The tiles are renamed so that `start` is a canonical start; the moves
    // do not change, and that start's table knows every path.
    let id = TableId::Start(start.blank() as u8);
    let walker = match id.stored_against() {
        None => {
            let cursor = cursor!(Cursor::relabelled(start, target));
            Walker::new(id, table!(id), None, cursor)
        }
        // Stored against a mirror image: walk the mirrored query there.
        Some((base, mirror)) => {
            let cursor = cursor!(Cursor::relabelled(
                &start.transformed(mirror),
                &target.transformed(mirror)
            ));
            let corrections = table!(id);
            Walker::new(base, table!(base), Some((corrections, mirror)), cursor)
        }
    };
    Some(walker.finish().map_err(SolveError::from))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Only the ten move tables are embedded: a start table of no cell,
    /// or a compact table, is refused by name.
    #[test]
    fn only_the_move_tables_are_embedded() {
        for id in [TableId::Start(9), TableId::Start(200), TableId::Compact(0)] {
            assert_eq!(embedded_blob(id), Err(TableError::NotEmbedded(id)));
            assert_eq!(table(id).err(), Some(TableError::NotEmbedded(id)));
        }
        for id in TableId::MOVE_TABLES {
            assert!(embedded_blob(id).is_ok() && table(id).is_ok());
        }
    }

    /// One walk through the goal's links.
    #[cfg(feature = "std")]
    fn walk_links(links: &[u32], cursor: Cursor) -> Result<Path, SolveError> {
        let [answer] = links::walks(links, [Some(cursor)]);
        answer
    }

    /// The goal's links walk every board, alone and four side by side, to
    /// the answer the packed goal table gives; a board that cannot reach
    /// the goal is refused in its group without holding up the others.
    #[cfg(feature = "std")]
    #[test]
    fn links_walk_every_board_as_the_packed_table_does() {
        use crate::rank::{TABLE_LEN, unrank};

        let goal = table(TableId::Goal).expect("embedded");
        let links = links::of(goal);
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
                assert_eq!(links::walks(&links, lanes), expected, "to {board}");
            }
        }
    }

    /// Links made from a damaged goal table never give an answer that does
    /// not arrive, nor panic: an entry that leaves the board, and two
    /// boards that lead to each other, are refused, alone and in a group,
    /// and the boards whose ways miss them are answered as before.
    #[cfg(feature = "std")]
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
        let links = links::of(damaged.view());
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
        let group = links::walks(
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
