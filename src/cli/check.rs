//! `wirepass check`.

use super::Status;

/// Arguments of `wirepass check`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `wirepass check`.
pub fn run(_args: Args) -> anyhow::Result<Status> {
    anyhow::bail!("`wirepass check` is not built yet")
}
