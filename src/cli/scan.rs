//! `wirepass scan`.

use super::Status;

/// Arguments of `wirepass scan`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `wirepass scan`.
pub fn run(_args: Args) -> anyhow::Result<Status> {
    anyhow::bail!("`wirepass scan` is not built yet")
}
