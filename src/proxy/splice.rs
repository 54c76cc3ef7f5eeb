//! Upgraded connections (WebSocket), once both sides switched: the shell reads each side,
//! hands the bytes to that direction's filter (the respond phase chose them) and writes what
//! the filter returns. When a filter stops (a credential in a message, a protocol error),
//! each direction writes its closing bytes (a close frame) to its own side and shuts it;
//! nothing the filter held back is ever written. Without filters (a service that neither
//! scans nor redacts) the two sides are spliced as they are. The end phase runs once, after.

use std::sync::Arc;
use std::time::Duration;

use hyper::upgrade::OnUpgrade;
use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::sync::watch;

use crate::pipeline::end::{Ending, Meter};
use crate::pipeline::upgrade::{Filters, Stop, StreamFilter};

/// How long a closed side is still read (and its bytes dropped), so the peer reads the close
/// frame before the socket goes (closing with unread bytes would reset it).
const LINGER: Duration = Duration::from_secs(2);

/// Splices an upgraded connection through `filters` and ends the request.
pub async fn upgraded(
    client: OnUpgrade,
    upstream: OnUpgrade,
    filters: Option<Filters>,
    meter: Arc<Meter>,
    mut ending: Ending,
) {
    let (c, u) = tokio::join!(client, upstream);
    let (Ok(c), Ok(u)) = (c, u) else {
        ending.fail("the protocol upgrade did not complete on both sides");
        return;
    };
    let mut c = TokioIo::new(c);
    let mut u = TokioIo::new(u);
    let Some(Filters { up, down }) = filters else {
        if let Ok((up, down)) = tokio::io::copy_bidirectional(&mut c, &mut u).await {
            meter.add_up(up as usize);
            meter.add_down(down as usize);
        }
        ending.close();
        return;
    };
    let (crd, cwr) = tokio::io::split(c);
    let (urd, uwr) = tokio::io::split(u);
    let (stop, stopped) = watch::channel(None::<Stop>);
    let upward = direction(crd, uwr, up, &stop, stopped.clone(), |n| meter.add_up(n));
    let downward = direction(urd, cwr, down, &stop, stopped, |n| meter.add_down(n));
    tokio::join!(upward, downward);
    let stop = stop.borrow().clone();
    match stop {
        Some(Stop {
            refusal: Some(r), ..
        }) => {
            ending.refused(&r);
            ending.close();
        }
        Some(s) => ending.fail(&s.reason),
        None => ending.close(),
    }
}

/// Moves one direction until its source ends or either direction stops.
async fn direction<R, W>(
    mut rd: R,
    mut wr: W,
    mut filter: Box<dyn StreamFilter>,
    stop: &watch::Sender<Option<Stop>>,
    mut stopped: watch::Receiver<Option<Stop>>,
    count: impl Fn(usize),
) where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let mut buf = vec![0u8; 16 << 10];
    loop {
        tokio::select! {
            // A stop from the other direction comes first: this side's filter only ever
            // returned whole frames, so the close frame goes between two of them.
            biased;
            _ = stopped.changed() => break,
            read = rd.read(&mut buf) => {
                let n = match read {
                    Ok(0) | Err(_) => {
                        let _ = wr.shutdown().await;
                        return;
                    }
                    Ok(n) => n,
                };
                match filter.push(&buf[..n]) {
                    Ok(out) => {
                        if wr.write_all(&out).await.is_err() {
                            return;
                        }
                        count(out.len());
                    }
                    Err(s) => {
                        stop.send_replace(Some(s));
                        break;
                    }
                }
            }
        }
    }
    let closing = stopped.borrow().as_ref().map(|s| filter.closing(s));
    if let Some(frame) = closing {
        if wr.write_all(&frame).await.is_ok() {
            count(frame.len());
        }
    }
    let _ = wr.shutdown().await;
    let _ = tokio::time::timeout(LINGER, async {
        while let Ok(n) = rd.read(&mut buf).await {
            if n == 0 {
                break;
            }
        }
    })
    .await;
}
