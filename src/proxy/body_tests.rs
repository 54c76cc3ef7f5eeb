use super::*;
use http_body_util::StreamBody;

/// A filter that refuses when it sees `bad`, and holds back the last byte of each chunk
/// until the next one (like a scanner waiting for a token's end).
struct Scanner {
    held: Option<Bytes>,
}

impl BodyFilter for Scanner {
    fn push(&mut self, chunk: Bytes) -> Result<Bytes, Refusal> {
        if chunk.windows(3).any(|w| w == b"bad") {
            return Err(Refusal::new(Code::CredentialLeak, "rule test matched"));
        }
        let mut out = self.held.take().map(|b| b.to_vec()).unwrap_or_default();
        let split = chunk.len().saturating_sub(1);
        out.extend_from_slice(&chunk[..split]);
        self.held = Some(chunk.slice(split..));
        Ok(Bytes::from(out))
    }

    fn finish(&mut self) -> Result<Bytes, Refusal> {
        Ok(self.held.take().unwrap_or_default())
    }

    fn trailers(&mut self, trailers: &HeaderMap) -> Result<(), Refusal> {
        if trailers
            .values()
            .any(|v| v.as_bytes().windows(3).any(|w| w == b"bad"))
        {
            return Err(Refusal::new(Code::CredentialLeak, "rule test matched"));
        }
        Ok(())
    }
}

type Frames = Vec<Result<Frame<Bytes>, std::convert::Infallible>>;
type Source = StreamBody<
    futures_util::stream::Iter<std::vec::IntoIter<Result<Frame<Bytes>, std::convert::Infallible>>>,
>;

fn source(frames: Frames) -> Source {
    StreamBody::new(futures_util::stream::iter(frames))
}

async fn drain<B: Body<Data = Bytes, Error = BoxError> + Unpin>(
    mut b: B,
) -> (Vec<u8>, Option<HeaderMap>, Option<String>) {
    let mut data = Vec::new();
    let mut trailers = None;
    while let Some(f) = b.frame().await {
        match f {
            Ok(f) => match f.into_data() {
                Ok(d) => data.extend_from_slice(&d),
                Err(f) => trailers = f.into_trailers().ok(),
            },
            Err(e) => return (data, trailers, Some(e.to_string())),
        }
    }
    (data, trailers, None)
}

#[tokio::test]
async fn filtered_body_releases_everything_then_trailers() {
    let mut t = HeaderMap::new();
    t.insert("x-checksum", "abc".parse().unwrap());
    let frames: Frames = vec![
        Ok(Frame::data(Bytes::from_static(b"hello "))),
        Ok(Frame::data(Bytes::from_static(b"world"))),
        Ok(Frame::trailers(t)),
    ];
    let meter = Arc::new(Meter::default());
    let body = Filtered::new(
        source(frames),
        Some(Box::new(Scanner { held: None })),
        meter.clone(),
        Report::Upload(None),
    );
    let (data, trailers, err) = drain(body).await;
    assert_eq!(data, b"hello world");
    assert_eq!(trailers.unwrap()["x-checksum"], "abc");
    assert!(err.is_none());
    assert_eq!(meter.up(), 11);
}

#[tokio::test]
async fn a_refusal_mid_stream_fails_the_body_and_is_kept() {
    let frames: Frames = vec![
        Ok(Frame::data(Bytes::from_static(b"fine "))),
        Ok(Frame::data(Bytes::from_static(b"a bad chunk"))),
        Ok(Frame::data(Bytes::from_static(b"never sent"))),
    ];
    let meter = Arc::new(Meter::default());
    let (tx, mut rx) = oneshot::channel();
    let body = Filtered::new(
        source(frames),
        Some(Box::new(Scanner { held: None })),
        meter.clone(),
        Report::Upload(Some(tx)),
    );
    let (data, _, err) = drain(body).await;
    assert_eq!(data, b"fine", "the held-back byte never leaves");
    assert!(err.unwrap().contains("credential_leak"));
    assert_eq!(rx.try_recv().unwrap().code, Code::CredentialLeak);
}

/// Issue 12: a trailer is judged before it is released, and a refused one fails the
/// stream like a mid-body finding: neither it nor the end of the body goes.
#[tokio::test]
async fn a_refused_trailer_is_never_released_and_fails_the_body() {
    let mut t = HeaderMap::new();
    t.insert("x-note", "a bad trailer".parse().unwrap());
    let frames: Frames = vec![
        Ok(Frame::data(Bytes::from_static(b"fine"))),
        Ok(Frame::trailers(t)),
    ];
    let (tx, mut rx) = oneshot::channel();
    let body = Filtered::new(
        source(frames),
        Some(Box::new(Scanner { held: None })),
        Arc::new(Meter::default()),
        Report::Upload(Some(tx)),
    );
    let (data, trailers, err) = drain(body).await;
    assert!(trailers.is_none(), "the trailer was released");
    assert_eq!(data, b"fin", "what the filter held back never leaves");
    assert!(err.unwrap().contains("credential_leak"));
    assert_eq!(rx.try_recv().unwrap().code, Code::CredentialLeak);
}
