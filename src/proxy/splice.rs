//! Upgraded connections (WebSocket), once both sides switched: the shell reads each side,
//! hands the bytes to that direction's filter (the respond phase chose them) and writes what
//! the filter returns. When a filter stops (a credential in a message, a protocol error),
//! each direction writes its closing bytes (a close frame) to its own side and shuts it;
//! nothing the filter held back is ever written. Without filters (a service that neither
//! scans nor redacts) the two sides are spliced as they are. The end phase runs once, after.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use hyper::upgrade::OnUpgrade;
use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::sync::watch;

use crate::pipeline::end::{Ending, Meter};
use crate::pipeline::upgrade::{Filters, Stop, StreamFilter};
use crate::refusal::Refusal;

/// How long a closed side is still read (and its bytes dropped), so the peer reads the close
/// frame before the socket goes (closing with unread bytes would reset it).
const LINGER: Duration = Duration::from_secs(2);

/// The close frame's reason when a reload stops allowing an upgraded connection.
const REVOKED: &str = "the configuration was reloaded and no longer allows this connection";

/// Splices an upgraded connection through `filters` and ends the request. `revoked`
/// resolves, with the refusal, if a reload stops allowing the connection: both sides are
/// then closed (with a close frame where there are filters) and the refusal recorded.
pub async fn upgraded(
    client: OnUpgrade,
    upstream: OnUpgrade,
    filters: Option<Filters>,
    meter: Arc<Meter>,
    mut ending: Ending,
    revoked: impl Future<Output = Refusal>,
) {
    let (c, u) = tokio::join!(client, upstream);
    let (Ok(c), Ok(u)) = (c, u) else {
        ending.fail("the protocol upgrade did not complete on both sides");
        return;
    };
    let stop = relay(TokioIo::new(c), TokioIo::new(u), filters, &meter, revoked).await;
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

/// Moves bytes between `client` and `upstream`, each way through its filter (`filters`:
/// `up`, then `down`; none, a spliced tunnel or an upgrade no filter reads: the bytes pass
/// as they are), counting them on `meter`, until both sides end, a filter stops or
/// `revoked` resolves. Gives the stop, if any: each side was then sent its closing bytes
/// (a filter's) and shut.
pub(crate) async fn relay<C, U>(
    client: C,
    upstream: U,
    filters: Option<Filters>,
    meter: &Meter,
    revoked: impl Future<Output = Refusal>,
) -> Option<Stop>
where
    C: AsyncRead + AsyncWrite,
    U: AsyncRead + AsyncWrite,
{
    let (crd, cwr) = tokio::io::split(client);
    let (urd, uwr) = tokio::io::split(upstream);
    let (up, down) = filters.map_or((None, None), |f| (Some(f.up), Some(f.down)));
    let (stop, stopped) = watch::channel(None::<Stop>);
    let upward = direction(crd, uwr, up, &stop, stopped.clone(), |n| meter.add_up(n));
    let downward = direction(urd, cwr, down, &stop, stopped, |n| meter.add_down(n));
    let moved = async { tokio::join!(upward, downward) };
    tokio::pin!(moved);
    tokio::select! {
        _ = &mut moved => {}
        r = revoked => {
            // A policy close (1008) where there are filters to write one. Only if neither
            // side stopped first: its stop is the one recorded.
            let s = Stop { code: 1008, reason: REVOKED.into(), refusal: Some(r) };
            stop.send_if_modified(|now| now.is_none() && { *now = Some(s); true });
            moved.await;
        }
    }
    let stop = stop.borrow().clone();
    stop
}

/// Moves one direction until its source ends or either direction stops; without a filter
/// its bytes pass as they are.
async fn direction<R, W>(
    mut rd: R,
    mut wr: W,
    mut filter: Option<Box<dyn StreamFilter>>,
    stop: &watch::Sender<Option<Stop>>,
    mut stopped: watch::Receiver<Option<Stop>>,
    count: impl Fn(usize),
) where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let mut buf = vec![0u8; 16 << 10];
    // Whether a stop cut a write short: the sink then holds part of a frame, and no close
    // frame may follow it.
    let mut torn = false;
    loop {
        tokio::select! {
            // A stop from the other direction comes first: this side's filter only ever
            // returned whole frames, so the close frame goes between two of them.
            biased;
            _ = stopped.changed() => break,
            read = rd.read(&mut buf) => {
                let n = match read {
                    Ok(0) | Err(_) => {
                        let _ = tokio::time::timeout(LINGER, wr.shutdown()).await;
                        return;
                    }
                    Ok(n) => n,
                };
                let pushed = match filter.as_mut().map(|f| f.push(&buf[..n])) {
                    Some(Err(s)) => {
                        stop.send_replace(Some(s));
                        break;
                    }
                    Some(Ok(out)) => Some(out),
                    None => None,
                };
                let out = pushed.as_deref().unwrap_or(&buf[..n]);
                // A sink that stops reading holds this write up; a stop (a revocation)
                // still ends it.
                let wrote = tokio::select! {
                    biased;
                    _ = stopped.changed() => {
                        torn = true;
                        break;
                    }
                    wrote = wr.write_all(out) => wrote,
                };
                if wrote.is_err() {
                    return;
                }
                count(out.len());
            }
        }
    }
    let closing = match (torn, filter.as_mut()) {
        (false, Some(f)) => stopped.borrow().as_ref().map(|s| f.closing(s)),
        _ => None,
    };
    // The close frame and the shutdown wait on the sink, which may not read: they get as
    // long as the linger.
    let _ = tokio::time::timeout(LINGER, async {
        if let Some(frame) = closing {
            if wr.write_all(&frame).await.is_ok() {
                count(frame.len());
            }
        }
        let _ = wr.shutdown().await;
    })
    .await;
    let _ = tokio::time::timeout(LINGER, async {
        while let Ok(n) = rd.read(&mut buf).await {
            if n == 0 {
                break;
            }
        }
    })
    .await;
}
