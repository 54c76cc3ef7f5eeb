//! `wirepass env`.

use super::Status;

/// Arguments of `wirepass env`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `wirepass env`.
pub fn run(_args: Args) -> anyhow::Result<Status> {
    anyhow::bail!("`wirepass env` is not built yet")
}
