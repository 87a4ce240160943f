//! A tiny 8-puzzle game built on the library: the kind of embedding the
//! crate is for. It needs only `eight` with `default-features = false`.
//!
//!     cargo run --release --example game            # a puzzle 12 moves deep
//!     cargo run --release --example game -- 20 7    # 20 moves deep, seed 7
//!
//! Type moves of the blank (d, l, r, u), `h` for a hint, `q` to quit.

use std::io::{self, BufRead, Write};

use eight::generate::random_boards;
use eight::{Board, Move};

fn draw(board: &Board) -> String {
    board
        .to_string()
        .as_bytes()
        .chunks(3)
        .map(|row| {
            row.iter()
                .map(|&c| char::from(c).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let depth: usize = args.next().map(|a| a.parse()).transpose()?.unwrap_or(12);
    let seed: u64 = args.next().map(|a| a.parse()).transpose()?.unwrap_or(1);
    let mut board = random_boards(&Board::GOAL, depth, 1, seed)?
        .next()
        .unwrap_or(Board::GOAL);
    let mut moves = 0;
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        println!("\n{}\n", draw(&board));
        if board == Board::GOAL {
            let best = depth;
            println!("Solved in {moves} moves (the shortest way takes {best}).");
            return Ok(());
        }
        print!("move (d/l/r/u), h for a hint, q to quit: ");
        io::stdout().flush()?;
        let Some(line) = lines.next() else {
            return Ok(());
        };
        for key in line?.trim().bytes() {
            match key {
                b'q' => return Ok(()),
                b'h' => {
                    let hint = eight::hint(&board, &Board::GOAL)?;
                    if let Some(mv) = hint.next {
                        println!("{} moves to go; try {mv}.", hint.distance);
                    }
                }
                letter => match Move::from_letter(letter.to_ascii_lowercase())
                    .and_then(|mv| board.apply(mv))
                {
                    Some(next) => {
                        board = next;
                        moves += 1;
                    }
                    None => println!("'{}' is not a move from here.", char::from(letter)),
                },
            }
        }
    }
}
