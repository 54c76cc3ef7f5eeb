//! The property tests' configuration, shared by every file that holds properties.

use proptest::test_runner::{Config, RngSeed};

/// `cases` cases from a fixed seed, so a run of `cargo test` (and CI) is repeatable and a
/// failure names a regression, not an unlucky draw. `PROPTEST_RNG_SEED=N` draws other
/// cases; the README's loop walks many seeds.
pub fn config(cases: u32) -> Config {
    let mut config = Config::with_cases(cases);
    if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
        config.rng_seed = RngSeed::Fixed(0x77_69_72_65);
    }
    config
}
