//! TLS: the local CA ([`ca`]), leaf minting and its bounded cache ([`leaf`]), and the
//! rustls server and client configs ([`config`]). Nothing here touches a socket.

pub mod ca;
pub mod config;
pub mod hello;
pub mod leaf;

use std::path::PathBuf;

pub use ca::Ca;
pub use leaf::{LeafCache, LeafResolver};

/// A fault in the CA files or in building a TLS configuration. Messages name the file
/// and never carry key material.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// A CA already exists where `init` was asked to create one.
    #[error("a CA already exists in {0} (use --force to replace it)")]
    Exists(PathBuf),
    /// The CA folder has no CA yet.
    #[error("no CA in {0}: run `wirepass init --ca-dir {0}` first")]
    Missing(PathBuf),
    /// Reading or writing a file failed.
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A file exists but does not hold what it should.
    #[error("{path}: {message}")]
    Invalid { path: PathBuf, message: String },
    /// Certificate generation failed.
    #[error("cannot generate a certificate: {0}")]
    Generate(String),
    /// Building a rustls configuration failed.
    #[error("TLS configuration: {0}")]
    Rustls(String),
}

impl TlsError {
    fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        TlsError::Io {
            path: path.into(),
            source,
        }
    }

    fn invalid(path: impl Into<PathBuf>, message: impl Into<String>) -> Self {
        TlsError::Invalid {
            path: path.into(),
            message: message.into(),
        }
    }
}
