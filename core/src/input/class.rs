//! What a byte is in a board's text: one look-up a byte (a comparison or
//! two on an AVR), instead of a chain of comparisons.

use crate::board::BLANK;

/// What a byte is in a board's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ByteClass {
    /// A cell: its value, `1`..=`8` for a tile, 0 for the blank (`x`, `X`
    /// or `0`).
    Cell(u8),
    /// White space within a line: a space, a tab, a carriage return, a
    /// vertical tab or a form feed.
    Space,
    /// A line end (`\n`).
    LineEnd,
    /// Anything else.
    Other,
}

impl ByteClass {
    /// The class of `byte`: looked up, except on an AVR, whose start-up
    /// would copy the table into its 2 KiB of RAM.
    #[inline]
    pub fn of(byte: u8) -> ByteClass {
        #[cfg(not(target_arch = "avr"))]
        {
            match CODES[usize::from(byte)] {
                SPACE => ByteClass::Space,
                LINE_END => ByteClass::LineEnd,
                OTHER => ByteClass::Other,
                value => ByteClass::Cell(value),
            }
        }
        #[cfg(target_arch = "avr")]
        {
            ByteClass::by_comparing(byte)
        }
    }

    /// Whether the byte is white space or a line end.
    #[inline]
    pub fn is_space(self) -> bool {
        matches!(self, ByteClass::Space | ByteClass::LineEnd)
    }

    /// [`ByteClass::of`] by comparisons (ranges, so that no table is made
    /// of them).
    #[cfg_attr(not(any(test, target_arch = "avr")), allow(dead_code))]
    const fn by_comparing(byte: u8) -> ByteClass {
        if byte.wrapping_sub(b'1') < 8 {
            ByteClass::Cell(byte - b'0')
        } else if byte == b'x' || byte == b'X' || byte == b'0' {
            ByteClass::Cell(BLANK)
        } else if byte == b'\n' {
            ByteClass::LineEnd
        } else if byte == b' ' || byte.wrapping_sub(b'\t') < 5 {
            // Tab, and the vertical tab, form feed and carriage return
            // after the line feed.
            ByteClass::Space
        } else {
            ByteClass::Other
        }
    }
}

/// The class of every byte, for [`ByteClass::of`], a byte each: a cell's
/// value (0..=8), or one of the three codes below. (A table of the enum
/// would take two bytes a class, and a microcontroller's flash holds it.)
#[cfg_attr(target_arch = "avr", allow(dead_code))]
const CODES: [u8; 256] = {
    let mut codes = [OTHER; 256];
    let mut byte = 0;
    while byte < 256 {
        codes[byte] = match ByteClass::by_comparing(byte as u8) {
            ByteClass::Cell(value) => value,
            ByteClass::Space => SPACE,
            ByteClass::LineEnd => LINE_END,
            ByteClass::Other => OTHER,
        };
        byte += 1;
    }
    codes
};
const SPACE: u8 = 9;
const LINE_END: u8 = 10;
const OTHER: u8 = 11;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every byte has the class its spelling gives it, looked up as
    /// compared.
    #[test]
    fn every_byte_is_classed() {
        for byte in 0..=u8::MAX {
            let expected = match byte {
                b'1'..=b'8' => ByteClass::Cell(byte - b'0'),
                b'x' | b'X' | b'0' => ByteClass::Cell(BLANK),
                b'\n' => ByteClass::LineEnd,
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => ByteClass::Space,
                _ => ByteClass::Other,
            };
            assert_eq!(ByteClass::of(byte), expected, "{byte}");
            assert_eq!(ByteClass::by_comparing(byte), expected, "{byte}");
            assert_eq!(
                expected.is_space(),
                matches!(byte, b'\n' | b' ' | b'\t' | b'\r' | 0x0b | 0x0c)
            );
        }
    }
}
