//! The proxy's decision, offline: `wirepass check` and `routes explain` build the request a
//! client would send inside the tunnel (origin-form target, `Host` = the admitted target)
//! and run the same decide phase the proxy runs, on a small runtime of their own.

use bytes::Bytes;
use http::{header, HeaderMap, Method, Request, Uri};
use http_body_util::Full;
use wirepass::pipeline::{Admitted, Conn, Decided, Pipeline, Record, Run};

/// A pipeline without the services' credentials, and a runtime to decide on.
pub struct Offline {
    pub pipeline: Pipeline,
    rt: tokio::runtime::Runtime,
}

impl Offline {
    /// Wraps `pipeline` (from `Pipeline::offline`).
    pub fn new(pipeline: Pipeline) -> anyhow::Result<Offline> {
        // I/O too: `check --live` asks the owning systems.
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        Ok(Offline { pipeline, rt })
    }

    /// Decides `METHOD uri` with `headers` and `body`, sent to `target`, as the proxy would.
    pub fn decide(
        &self,
        target: Admitted,
        method: Method,
        uri: &Uri,
        headers: HeaderMap,
        body: Bytes,
        run: Run,
    ) -> anyhow::Result<Decided<Full<Bytes>>> {
        let mut req = Request::builder()
            .method(method)
            .uri(uri.path_and_query().map_or("/", |pq| pq.as_str()))
            .header(header::HOST, target.authority())
            .body(Full::new(body))?;
        // Appended, as a client's repeated headers would arrive (a second Host included).
        for (name, value) in &headers {
            req.headers_mut().append(name, value.clone());
        }
        let conn = Conn::new(
            target,
            std::net::SocketAddr::from(([127, 0, 0, 1], 0)),
            None,
        );
        let mut record = Record::of(&conn, &req);
        Ok(self
            .rt
            .block_on(self.pipeline.decide(&conn, req, &mut record, run)))
    }
}
