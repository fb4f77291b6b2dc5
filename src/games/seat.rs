//! A seat as the store keeps it: a `smallint` column (or a JSON number) that
//! always names a seat of the engines (`scriptorium_games::Seat`, 0–255). The
//! check is made once, when a row is read; above the store a seat is this
//! type or the engine's, and nothing casts numbers into seats.

use scriptorium_games::Seat;
use serde::{Deserialize, Serialize};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::postgres::{PgArgumentBuffer, PgHasArrayType, PgTypeInfo, PgValueRef};
use sqlx::{Decode, Encode, Postgres, Type};
use std::fmt;

/// A seat read from (or written to) the store. It shows as its number, in
/// logs too.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "i16", into = "i16")]
pub struct StoredSeat(Seat);

/// A stored number that is no seat (below 0 or above 255).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{0} is no seat")]
pub struct NotASeat(pub i16);

impl StoredSeat {
    /// The engine's seat.
    pub fn seat(self) -> Seat {
        self.0
    }

    /// Its place in a list by seat (names, scores).
    pub fn index(self) -> usize {
        usize::from(self.0 .0)
    }

    /// The number the store and the API write for it.
    pub fn number(self) -> i16 {
        i16::from(self.0 .0)
    }

    /// The seat `index` places after the first, if there is such a seat.
    pub fn nth(index: usize) -> Option<StoredSeat> {
        u8::try_from(index).ok().map(|seat| StoredSeat(Seat(seat)))
    }

    /// The seats of a table of `count`, in order.
    pub fn all(count: Seats) -> impl Iterator<Item = StoredSeat> {
        Seat::all(count.get()).map(StoredSeat)
    }
}

/// The first seat.
impl Default for StoredSeat {
    fn default() -> Self {
        StoredSeat(Seat(0))
    }
}

impl From<Seat> for StoredSeat {
    fn from(seat: Seat) -> Self {
        StoredSeat(seat)
    }
}

impl From<StoredSeat> for Seat {
    fn from(seat: StoredSeat) -> Self {
        seat.0
    }
}

impl TryFrom<i16> for StoredSeat {
    type Error = NotASeat;

    fn try_from(number: i16) -> Result<Self, NotASeat> {
        u8::try_from(number)
            .map(|seat| StoredSeat(Seat(seat)))
            .map_err(|_| NotASeat(number))
    }
}

impl From<StoredSeat> for i16 {
    fn from(seat: StoredSeat) -> Self {
        seat.number()
    }
}

impl PartialEq<Seat> for StoredSeat {
    fn eq(&self, other: &Seat) -> bool {
        self.0 == *other
    }
}

impl fmt::Display for StoredSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl fmt::Debug for StoredSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl Type<Postgres> for StoredSeat {
    fn type_info() -> PgTypeInfo {
        <i16 as Type<Postgres>>::type_info()
    }

    fn compatible(ty: &PgTypeInfo) -> bool {
        <i16 as Type<Postgres>>::compatible(ty)
    }
}

impl PgHasArrayType for StoredSeat {
    fn array_type_info() -> PgTypeInfo {
        <i16 as PgHasArrayType>::array_type_info()
    }
}

impl Encode<'_, Postgres> for StoredSeat {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        <i16 as Encode<Postgres>>::encode_by_ref(&self.number(), buf)
    }
}

impl<'r> Decode<'r, Postgres> for StoredSeat {
    fn decode(value: PgValueRef<'r>) -> Result<Self, BoxDynError> {
        let number = <i16 as Decode<Postgres>>::decode(value)?;
        Ok(StoredSeat::try_from(number)?)
    }
}

/// How many seats a table has (the `games.seat_count` column), checked like
/// a seat when read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "i16", into = "i16")]
pub struct Seats(u8);

impl Seats {
    pub fn new(count: u8) -> Seats {
        Seats(count)
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// The number the store and the API write for it.
    pub fn number(self) -> i16 {
        i16::from(self.0)
    }

    /// As a count of things (players, names).
    pub fn count(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for Seats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl TryFrom<i16> for Seats {
    type Error = NotASeat;

    fn try_from(number: i16) -> Result<Self, NotASeat> {
        u8::try_from(number)
            .map(Seats)
            .map_err(|_| NotASeat(number))
    }
}

impl From<Seats> for i16 {
    fn from(count: Seats) -> Self {
        count.number()
    }
}

impl Type<Postgres> for Seats {
    fn type_info() -> PgTypeInfo {
        <i16 as Type<Postgres>>::type_info()
    }

    fn compatible(ty: &PgTypeInfo) -> bool {
        <i16 as Type<Postgres>>::compatible(ty)
    }
}

impl Encode<'_, Postgres> for Seats {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        <i16 as Encode<Postgres>>::encode_by_ref(&self.number(), buf)
    }
}

impl<'r> Decode<'r, Postgres> for Seats {
    fn decode(value: PgValueRef<'r>) -> Result<Self, BoxDynError> {
        let number = <i16 as Decode<Postgres>>::decode(value)?;
        Ok(Seats::try_from(number)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_seat_is_checked_once_and_reads_as_the_engines() {
        assert_eq!(StoredSeat::try_from(3).map(StoredSeat::seat), Ok(Seat(3)));
        assert_eq!(StoredSeat::try_from(-1), Err(NotASeat(-1)));
        assert_eq!(StoredSeat::try_from(256), Err(NotASeat(256)));
        assert_eq!(StoredSeat::from(Seat(2)).number(), 2);
        let json: Vec<StoredSeat> = serde_json::from_str("[0, 2]").unwrap();
        assert_eq!(serde_json::to_string(&json).unwrap(), "[0,2]");
        assert!(serde_json::from_str::<StoredSeat>("-4").is_err());
        assert_eq!(format!("{:?}", StoredSeat::from(Seat(1))), "1");
    }
}
