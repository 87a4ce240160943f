//! The tables' tests' slow oracle: every board's distance by a
//! breadth-first search over boards themselves, sharing nothing with the
//! tables, their layouts or the build's search but the board and its rank.

extern crate std;
use std::collections::VecDeque;
use std::vec;
use std::vec::Vec;

use crate::board::{Board, Move};
use crate::rank::{TABLE_LEN, rank};

/// Every even board's distance from `root`, by rank, when a move slides
/// one tile, or with `cells` 2 also two tiles of a row or column.
pub(crate) fn distances_from(root: Board, cells: usize) -> Vec<u8> {
    let mut distance = vec![u8::MAX; TABLE_LEN as usize];
    distance[rank(&root).expect("even") as usize] = 0;
    let mut queue = VecDeque::from([root]);
    while let Some(board) = queue.pop_front() {
        let d = distance[rank(&board).expect("even") as usize];
        for mv in Move::ALL {
            let mut next = board;
            for _ in 0..cells {
                let Some(after) = next.apply(mv) else { break };
                next = after;
                let slot = &mut distance[rank(&next).expect("even") as usize];
                if *slot == u8::MAX {
                    *slot = d + 1;
                    queue.push_back(next);
                }
            }
        }
    }
    distance
}
