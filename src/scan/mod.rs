//! The leak guard: rules, decoders and the streaming scanner that lets no byte of a
//! secret leave. The scanning core has no I/O.

use serde::Deserialize;

use crate::pipeline::BodyFilter;
use crate::refusal::Refusal;
use crate::request::RequestView;

/// `scan:` in the config.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScanFile {}

/// What scanning does on a service.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LeakMode {
    #[default]
    Refuse,
    Report,
    Off,
}

/// One finding: the rule and the byte range, never the value.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Finding {
    pub rule: String,
    pub start: usize,
    pub end: usize,
}

/// The compiled scanner with its per-service settings.
#[derive(Debug, Clone, Default)]
pub struct Guard {}

impl Guard {
    /// Compiles the rules and `scan:` settings.
    pub fn from_config(
        _config: &crate::config::Config,
    ) -> Result<Guard, crate::config::ConfigError> {
        Ok(Guard {})
    }

    /// Scans the request line and headers (all but `skip`).
    pub fn check_head(
        &self,
        _view: &RequestView,
        _service: Option<&str>,
        _skip: &[http::HeaderName],
    ) -> Result<(), Refusal> {
        Ok(())
    }

    /// A filter that scans the upload as it streams.
    pub fn upload_filter(
        &self,
        _view: &RequestView,
        _service: Option<&str>,
    ) -> Option<Box<dyn BodyFilter>> {
        None
    }

    /// A filter over the response body (redaction), where the service asks for it.
    pub fn download_filter(
        &self,
        _view: &RequestView,
        _service: Option<&str>,
    ) -> Option<Box<dyn BodyFilter>> {
        None
    }
}
