//! The eight symmetries of the square, acting on cells, moves and boards:
//! distances between boards survive them, so tables built around three
//! boards (a corner, an edge and the centre) answer for every target.

use crate::board::{BLANK, Board, CELLS, Move};

/// One of the eight symmetries of the square (rotations and reflections),
/// acting on cells: first the rows and columns are swapped (when
/// `transpose`), then the rows are reversed, then the columns. Distances
/// between boards survive it, so tables built around three boards (a
/// corner, an edge and the centre) answer for every target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    transpose: bool,
    reverse_rows: bool,
    reverse_columns: bool,
}

impl Symmetry {
    /// The symmetry that changes nothing.
    pub const IDENTITY: Symmetry = Symmetry {
        transpose: false,
        reverse_rows: false,
        reverse_columns: false,
    };

    /// The reflection in the main diagonal: cell (row, column) goes to
    /// (column, row).
    pub const TRANSPOSE: Symmetry = Symmetry {
        transpose: true,
        reverse_rows: false,
        reverse_columns: false,
    };

    /// The left-right mirror: column `c` goes to `2 - c`.
    pub const MIRROR: Symmetry = Symmetry {
        transpose: false,
        reverse_rows: false,
        reverse_columns: true,
    };

    /// The up-down mirror: row `r` goes to `2 - r`.
    pub const FLIP: Symmetry = Symmetry {
        transpose: false,
        reverse_rows: true,
        reverse_columns: false,
    };

    /// The quarter turn anticlockwise: (row, column) goes to
    /// (2 - column, row).
    pub const QUARTER_TURN_ANTICLOCKWISE: Symmetry = Symmetry {
        transpose: true,
        reverse_rows: true,
        reverse_columns: false,
    };

    /// The half turn: (row, column) goes to (2 - row, 2 - column).
    pub const HALF_TURN: Symmetry = Symmetry {
        transpose: false,
        reverse_rows: true,
        reverse_columns: true,
    };

    /// The quarter turn clockwise: (row, column) goes to
    /// (column, 2 - row).
    pub const QUARTER_TURN_CLOCKWISE: Symmetry = Symmetry {
        transpose: true,
        reverse_rows: false,
        reverse_columns: true,
    };

    /// A symmetry that takes `cell` to cell 0 (a corner), 1 (an edge) or 4
    /// (the centre), with that cell.
    pub const fn to_representative(cell: usize) -> (Symmetry, usize) {
        let (transpose, reverse_rows, reverse_columns) = match cell {
            2 => (false, false, true),
            3 => (true, false, false),
            5 => (true, true, false),
            6 | 7 => (false, true, false),
            8 => (false, true, true),
            _ => (false, false, false),
        };
        let symmetry = Symmetry {
            transpose,
            reverse_rows,
            reverse_columns,
        };
        (symmetry, symmetry.cell(cell))
    }

    /// Where `cell` (0..9) goes.
    #[inline]
    pub const fn cell(self, cell: usize) -> usize {
        // A look-up: a query maps the cells of two boards.
        CELL_IMAGES[self.number()][cell % CELLS] as usize
    }

    /// For each cell of an image, the cell of the board its value comes
    /// from: the image of a board, read in reading order, reads the board
    /// in this order.
    #[inline]
    pub const fn reading_order(self) -> [u8; CELLS] {
        READING_ORDERS[self.number()]
    }

    /// `self` after `first`: the symmetry that maps each cell as `first`
    /// does and then as `self` does.
    #[inline]
    pub const fn after(self, first: Symmetry) -> Symmetry {
        Symmetry::from_number(COMPOSED[self.number()][first.number()] as usize)
    }

    /// 0..8, one per symmetry: the index of its tables.
    const fn number(self) -> usize {
        (self.transpose as usize) << 2
            | (self.reverse_rows as usize) << 1
            | self.reverse_columns as usize
    }

    const fn from_number(number: usize) -> Symmetry {
        Symmetry {
            transpose: number & 4 != 0,
            reverse_rows: number & 2 != 0,
            reverse_columns: number & 1 != 0,
        }
    }

    const fn cell_by_geometry(self, cell: usize) -> usize {
        let (row, column) = self.row_column(cell / 3 % 3, cell % 3);
        row * 3 + column
    }

    const fn row_column(self, row: usize, column: usize) -> (usize, usize) {
        let (row, column) = if self.transpose {
            (column, row)
        } else {
            (row, column)
        };
        let row = if self.reverse_rows { 2 - row } else { row };
        let column = if self.reverse_columns {
            2 - column
        } else {
            column
        };
        (row, column)
    }

    /// The move the blank makes in the image of a board when it makes `mv`
    /// in the board.
    #[inline]
    pub const fn apply_to_move(self, mv: Move) -> Move {
        MOVE_IMAGES[self.number()][mv as usize]
    }

    const fn move_by_geometry(self, mv: Move) -> Move {
        // Where the blank goes from the centre, mapped, read as a move.
        let from_centre = match mv {
            Move::Down => 7,
            Move::Left => 3,
            Move::Right => 5,
            Move::Up => 1,
        };
        match self.cell_by_geometry(from_centre) {
            7 => Move::Down,
            3 => Move::Left,
            5 => Move::Right,
            _ => Move::Up,
        }
    }
}

/// `CELL_IMAGES[symmetry][cell]`: where each symmetry takes each cell.
const CELL_IMAGES: [[u8; CELLS]; 8] = {
    let mut table = [[0; CELLS]; 8];
    let mut number = 0;
    while number < 8 {
        let mut cell = 0;
        while cell < CELLS {
            table[number][cell] = Symmetry::from_number(number).cell_by_geometry(cell) as u8;
            cell += 1;
        }
        number += 1;
    }
    table
};

/// `COMPOSED[second][first]`: the symmetry that is `first` then `second`.
const COMPOSED: [[u8; 8]; 8] = {
    let mut table = [[0; 8]; 8];
    let mut second = 0;
    while second < 8 {
        let mut first = 0;
        while first < 8 {
            // The one symmetry that maps every cell the same way.
            let mut candidate = 0;
            while candidate < 8 {
                let mut cell = 0;
                while cell < CELLS
                    && CELL_IMAGES[candidate][cell]
                        == CELL_IMAGES[second][CELL_IMAGES[first][cell] as usize]
                {
                    cell += 1;
                }
                if cell == CELLS {
                    table[second][first] = candidate as u8;
                }
                candidate += 1;
            }
            first += 1;
        }
        second += 1;
    }
    table
};

/// `READING_ORDERS[symmetry][cell]`: the cell each cell of an image
/// comes from.
const READING_ORDERS: [[u8; CELLS]; 8] = {
    let mut table = [[0; CELLS]; 8];
    let mut number = 0;
    while number < 8 {
        let mut cell = 0;
        while cell < CELLS {
            table[number][CELL_IMAGES[number][cell] as usize] = cell as u8;
            cell += 1;
        }
        number += 1;
    }
    table
};

/// `MOVE_IMAGES[symmetry][move]`: what each symmetry makes of each move.
const MOVE_IMAGES: [[Move; 4]; 8] = {
    let mut table = [[Move::Down; 4]; 8];
    let mut number = 0;
    while number < 8 {
        let mut code = 0;
        while code < 4 {
            table[number][code as usize] =
                Symmetry::from_number(number).move_by_geometry(Move::from_code(code));
            code += 1;
        }
        number += 1;
    }
    table
};

impl Board {
    /// The board with each cell's value moved where `symmetry` takes the
    /// cell.
    #[inline]
    pub fn transformed(&self, symmetry: Symmetry) -> Board {
        let images = &CELL_IMAGES[symmetry.number()];
        let mut cells = [BLANK; CELLS];
        for (&image, &value) in images.iter().zip(&self.cells()) {
            cells[usize::from(image) % CELLS] = value;
        }
        Board::of_moved_cells(cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every board and move: moving then mapping is mapping then making
    /// the mapped move, for the symmetry of every target cell.
    #[test]
    fn symmetries_carry_moves_along() {
        let boards = [
            Board::GOAL,
            Board::canonical_start(0),
            Board::canonical_start(4),
            Board::from_cells([8, 6, 7, 2, 5, 4, 3, 0, 1]).expect("valid"),
        ];
        for cell in 0..CELLS {
            let (symmetry, representative) = Symmetry::to_representative(cell);
            assert!([0, 1, 4].contains(&representative), "cell {cell}");
            assert_eq!(symmetry.cell(cell), representative);
            let mut seen = [false; CELLS];
            for c in 0..CELLS {
                seen[symmetry.cell(c)] = true;
            }
            assert_eq!(seen, [true; CELLS], "a permutation of the cells");
            for board in boards {
                assert_eq!(board.transformed(Symmetry::IDENTITY), board);
                for mv in Move::ALL {
                    let image = board.transformed(symmetry);
                    assert_eq!(
                        board.apply(mv).map(|b| b.transformed(symmetry)),
                        image.apply(symmetry.apply_to_move(mv)),
                        "cell {cell}, {board}, {mv}"
                    );
                }
            }
        }
        // Composition maps a cell as the two symmetries in turn do.
        let all = [false, true].into_iter().flat_map(|t| {
            [false, true].into_iter().flat_map(move |r| {
                [false, true].into_iter().map(move |c| Symmetry {
                    transpose: t,
                    reverse_rows: r,
                    reverse_columns: c,
                })
            })
        });
        for first in all.clone() {
            for second in all.clone() {
                for cell in 0..CELLS {
                    assert_eq!(
                        second.after(first).cell(cell),
                        second.cell(first.cell(cell))
                    );
                }
            }
        }
        // The corners, edges and centre are told apart.
        let classes = [0, 1, 0, 1, 4, 1, 0, 1, 0];
        for (cell, class) in classes.into_iter().enumerate() {
            assert_eq!(Symmetry::to_representative(cell).1, class);
        }
    }
}
