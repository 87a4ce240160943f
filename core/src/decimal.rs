//! Numbers in messages, written without the formatting machinery's integer
//! code.
//!
//! `{}` of an integer brings in `core`'s integer formatting and, for a
//! `u64`, a 64-bit division: on an 8-bit AVR about 4 KB of its 32 KB of
//! flash, and a 200-byte digit table that its start-up copies into its
//! 2 KB of RAM. Messages are rare, so [`Decimal`] converts by shifts and
//! adds alone (the "double dabble" of binary to decimal): a few hundred
//! steps a number, and no table.

use core::fmt;

/// A number in decimal, as `{}` writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decimal(pub u64);

impl Decimal {
    /// Writes the number into any text sink (messages are written piece by
    /// piece, see [`crate::input`]).
    pub fn write_to(self, f: &mut (impl fmt::Write + ?Sized)) -> fmt::Result {
        // The decimal digits of what has been shifted in so far, the most
        // significant first: doubling them is a shift of each, carrying
        // into the next, once every digit of 5 or more has had 3 added
        // (so that a carry out of it is one of 10, not 16).
        let mut digits = [0u8; 20];
        let mut rest = self.0;
        for _ in 0..64 {
            let mut carry = (rest >> 63) as u8;
            rest <<= 1;
            for digit in digits.iter_mut().rev() {
                if *digit >= 5 {
                    *digit += 3;
                }
                let doubled = *digit << 1 | carry;
                carry = doubled >> 4;
                *digit = doubled & 15;
            }
        }
        let first = digits
            .iter()
            .position(|&digit| digit != 0)
            .unwrap_or(digits.len() - 1);
        for &digit in &digits[first..] {
            f.write_char(char::from(b'0' + digit))?;
        }
        Ok(())
    }
}

/// A byte as two hexadecimal digits, as `{:02x}` writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hex(pub u8);

impl Hex {
    /// Writes the two digits into any text sink.
    pub fn write_to(self, f: &mut (impl fmt::Write + ?Sized)) -> fmt::Result {
        for nibble in [self.0 >> 4, self.0 & 15] {
            let digit = if nibble < 10 {
                b'0' + nibble
            } else {
                b'a' + nibble - 10
            };
            f.write_char(char::from(digit))?;
        }
        Ok(())
    }
}

// Both write themselves as `{}` does, by their own `write_to`.
macro_rules! displayed_by_write_to {
    ($($number:ty),*) => {$(
        impl fmt::Display for $number {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.write_to(f)
            }
        }
    )*};
}

displayed_by_write_to!(Decimal, Hex);

#[cfg(test)]
mod tests {
    extern crate std;
    use std::format;

    use super::*;

    #[test]
    fn decimal_writes_what_the_formatter_writes() {
        let mut n: u64 = 1;
        let mut checked = 0;
        while n != 0 {
            for k in [n - 1, n, n + 1, n.wrapping_mul(7) / 3, u64::MAX - n] {
                assert_eq!(format!("{}", Decimal(k)), format!("{k}"));
                checked += 1;
            }
            n = n.wrapping_mul(10);
            if n < 10 {
                break;
            }
        }
        for k in (0..100_000).chain([u64::MAX, u64::MAX / 10, 9_999_999_999_999_999_999]) {
            assert_eq!(format!("{}", Decimal(k)), format!("{k}"));
        }
        assert!(checked > 90);
    }

    #[test]
    fn hex_writes_what_the_formatter_writes() {
        for byte in 0..=u8::MAX {
            assert_eq!(format!("{}", Hex(byte)), format!("{byte:02x}"));
        }
    }
}
