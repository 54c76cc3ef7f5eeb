//! `wirepass routes`.

use super::Status;

/// Arguments of `wirepass routes`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `wirepass routes`.
pub fn run(_args: Args) -> anyhow::Result<Status> {
    anyhow::bail!("`wirepass routes` is not built yet")
}
