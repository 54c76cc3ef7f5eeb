//! The way a live check reaches its backend: one pooled HTTP/1.1 client over the proxy's
//! own dialer (so `egress.resolve` and the egress address guard apply to backends too) and
//! its upstream trust roots. Answers are read whole, up to a cap, within the check's
//! timeout. Errors say what failed in fixed words and never carry the check's credential.

use std::time::Duration;

use bytes::Bytes;
use http::{Request, StatusCode};
use http_body_util::{BodyExt, Full, Limited};
use hyper_util::client::legacy::Client;
use hyper_util::rt::{TokioExecutor, TokioTimer};

use crate::proxy::upstream::{Connector, Dialer};
use crate::tls::config::UpstreamTls;

/// The largest answer a backend may send (a page of members, a permission object).
pub const MAX_ANSWER: usize = 4 * 1024 * 1024;

/// A client for check backends.
#[derive(Clone)]
pub struct Transport {
    client: Client<Connector, Full<Bytes>>,
}

impl std::fmt::Debug for Transport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Transport")
    }
}

impl Transport {
    /// A client dialling through `dialer` with the proxy's upstream roots.
    pub fn new(dialer: Dialer, tls: &UpstreamTls) -> Transport {
        let client = Client::builder(TokioExecutor::new())
            .pool_idle_timeout(Duration::from_secs(60))
            .pool_timer(TokioTimer::new())
            .timer(TokioTimer::new())
            .build(Connector::new(dialer, tls.h1.clone()));
        Transport { client }
    }

    /// Sends `req` and reads the answer whole, all within `timeout`.
    pub async fn call(
        &self,
        req: Request<Full<Bytes>>,
        timeout: Duration,
    ) -> Result<(StatusCode, Bytes), String> {
        let exchange = async {
            let resp = self
                .client
                .request(req)
                .await
                .map_err(|e| format!("the request failed ({})", error_chain(&e)))?;
            let status = resp.status();
            let body = Limited::new(resp.into_body(), MAX_ANSWER)
                .collect()
                .await
                .map_err(|_| {
                    format!("the answer could not be read whole (at most {MAX_ANSWER} bytes)")
                })?
                .to_bytes();
            Ok((status, body))
        };
        match tokio::time::timeout(timeout, exchange).await {
            Ok(r) => r,
            Err(_) => Err(format!("no answer within {} ms", timeout.as_millis())),
        }
    }
}

/// The innermost cause of a client error (connect refused, TLS, private address), which
/// hyper-util wraps in a bare "client error".
fn error_chain(e: &(dyn std::error::Error + 'static)) -> String {
    let mut last = e.to_string();
    let mut cur = e.source();
    while let Some(c) = cur {
        last = c.to_string();
        cur = c.source();
    }
    last
}
