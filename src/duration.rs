//! Durations written as text: a number, then a unit (`500ms`, `10s`, `2m`, `1h`, `7d`);
//! a bare number is seconds. The one parser (issue 11) behind the `limits:` timeouts and
//! `session --ttl`. What differs between those settings (which units, whether a fraction
//! may be written, the largest value) is a [`Grammar`] the caller names, not a second
//! parser.

use std::time::Duration;

/// A unit: its suffix and its length, `secs / per` seconds (so `ms` is exact).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unit {
    suffix: &'static str,
    secs: u64,
    per: u32,
}

const MS: Unit = Unit::new("ms", 1, 1000);
const S: Unit = Unit::new("s", 1, 1);
const M: Unit = Unit::new("m", 60, 1);
const H: Unit = Unit::new("h", 3600, 1);
const D: Unit = Unit::new("d", 86_400, 1);

impl Unit {
    const fn new(suffix: &'static str, secs: u64, per: u32) -> Unit {
        Unit { suffix, secs, per }
    }
}

/// What one kind of setting accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grammar {
    units: &'static [Unit],
    /// Whether the number may have a fraction (`1.5s`); otherwise a whole number.
    fractions: bool,
    /// The largest value; the smallest is anything above zero.
    max: Duration,
    /// The range in words, for the error.
    range: &'static str,
}

impl Grammar {
    /// `limits:` timeouts: `ms`, `s`, `m`, `h`, fractions allowed, at most a day.
    pub const TIMEOUT: Grammar = Grammar {
        units: &[MS, S, M, H],
        fractions: true,
        max: Duration::from_secs(86_400),
        range: "between 1ms and 24h",
    };

    /// Session token lifetimes (`--ttl`): `s`, `m`, `h`, `d`, whole numbers, no upper
    /// bound but overflow.
    pub const TTL: Grammar = Grammar {
        units: &[S, M, H, D],
        fractions: false,
        max: Duration::MAX,
        range: "above zero",
    };

    fn unit_names(&self) -> String {
        let names: Vec<&str> = self.units.iter().map(|u| u.suffix).collect();
        match names.split_last() {
            Some((last, [])) => (*last).to_string(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

/// Why a text is not a duration of a grammar.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DurationError {
    /// The number part does not read as one.
    #[error("`{0}` is not a duration (e.g. 10s, 500ms, 2m)")]
    NotANumber(String),
    /// A suffix the grammar does not list.
    #[error("`{text}`: unit must be {units}")]
    Unit { text: String, units: String },
    /// Zero, negative, too large, or overflowing.
    #[error("a duration must be {0}")]
    OutOfRange(&'static str),
}

/// Parses `text` in `grammar`.
pub fn parse(text: &str, grammar: &Grammar) -> Result<Duration, DurationError> {
    let t = text.trim();
    // Units are letters and numbers have none, so the unit starts at the first letter.
    let (num, suffix) = t
        .find(|c: char| c.is_ascii_alphabetic())
        .map_or((t, "s"), |i| (&t[..i], &t[i..]));
    let num = num.trim();
    let Some(unit) = grammar.units.iter().find(|u| u.suffix == suffix) else {
        // The number is judged first, as both former parsers did.
        if !reads_as_number(num, grammar) {
            return Err(DurationError::NotANumber(t.to_string()));
        }
        return Err(DurationError::Unit {
            text: t.to_string(),
            units: grammar.unit_names(),
        });
    };
    if grammar.fractions {
        let n: f64 = num
            .parse()
            .map_err(|_| DurationError::NotANumber(t.to_string()))?;
        return in_range(n * unit.secs as f64 / f64::from(unit.per), grammar);
    }
    let n: u64 = num
        .parse()
        .map_err(|_| DurationError::NotANumber(t.to_string()))?;
    let d = n
        .checked_mul(unit.secs)
        .map(|s| Duration::from_secs(s) / unit.per)
        .ok_or(DurationError::OutOfRange(grammar.range))?;
    if d.is_zero() || d > grammar.max {
        return Err(DurationError::OutOfRange(grammar.range));
    }
    Ok(d)
}

/// A number of seconds given as a number (YAML `grace_period: 2`), checked like text.
pub fn from_seconds(secs: f64, grammar: &Grammar) -> Result<Duration, DurationError> {
    in_range(secs, grammar)
}

fn in_range(secs: f64, grammar: &Grammar) -> Result<Duration, DurationError> {
    if !secs.is_finite() || secs <= 0.0 || secs > grammar.max.as_secs_f64() {
        return Err(DurationError::OutOfRange(grammar.range));
    }
    Duration::try_from_secs_f64(secs).map_err(|_| DurationError::OutOfRange(grammar.range))
}

fn reads_as_number(num: &str, grammar: &Grammar) -> bool {
    match grammar.fractions {
        true => num.parse::<f64>().is_ok(),
        false => num.parse::<u64>().is_ok(),
    }
}

#[cfg(test)]
#[path = "duration_tests.rs"]
mod tests;
