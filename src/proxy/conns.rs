//! How many client connections are open, in all (`limits.max_connections`) and from each
//! client address (`limits.max_connections_per_client`; an IPv6 client by its /64, since
//! one host holds the whole prefix). A connection takes a [`Slot`] when it is accepted and
//! gives it back when it closes. Past a limit the connection is answered, not served:
//! every request on it gets 503 `overloaded` in the refusal format, and it is closed.
//! Answering is itself bounded ([`MAX_ANSWERING`] at once, each within the handshake
//! timeout); past that, a connection over the limits is closed unanswered.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use hyper::body::Incoming;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpStream;

use super::hosts::printable;
use super::{forward, Shared};
use crate::pipeline::Record;
use crate::refusal::{Code, Refusal};
use crate::request::{redacted_path, RequestId};

/// Connections over the limits answered at once; more are closed unanswered.
pub const MAX_ANSWERING: usize = 64;

/// Seconds a refused client is told to wait.
const RETRY_AFTER_SECS: u64 = 1;

/// The open connections, counted.
#[derive(Debug)]
pub struct Conns {
    max_total: usize,
    max_per_client: usize,
    open: Mutex<Open>,
    answering: AtomicUsize,
}

#[derive(Debug, Default)]
struct Open {
    total: usize,
    by_client: HashMap<IpAddr, usize>,
}

/// One open connection's place; given back on drop.
#[derive(Debug)]
pub struct Slot {
    conns: Arc<Conns>,
    client: IpAddr,
}

/// A connection being answered over the limits; given back on drop.
#[derive(Debug)]
pub struct Answering {
    conns: Arc<Conns>,
}

impl Conns {
    /// Counts connections against `max_total` in all and `max_per_client` per address.
    pub fn new(max_total: usize, max_per_client: usize) -> Arc<Conns> {
        Arc::new(Conns {
            max_total,
            max_per_client,
            open: Mutex::new(Open::default()),
            answering: AtomicUsize::new(0),
        })
    }

    /// A place for a connection from `ip`, or the refusal that says which limit is full.
    pub fn enter(self: &Arc<Self>, ip: IpAddr) -> Result<Slot, Refusal> {
        let client = client_key(ip);
        // A poisoned lock means a panic while counting: the counts are still integers.
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        if open.total >= self.max_total {
            return Err(full(format!(
                "wirepass has {} client connections open, its limit \
                 (limits.max_connections); retry shortly, or raise the limit",
                self.max_total
            )));
        }
        let mine = open.by_client.entry(client).or_insert(0);
        if *mine >= self.max_per_client {
            return Err(full(format!(
                "this client address has {} connections open to wirepass, its limit \
                 (limits.max_connections_per_client); reuse connections (keep-alive, \
                 HTTP/2) or close idle ones, or raise the limit",
                self.max_per_client
            )));
        }
        *mine += 1;
        open.total += 1;
        Ok(Slot {
            conns: self.clone(),
            client,
        })
    }

    /// Connections open now.
    pub fn open(&self) -> usize {
        self.open.lock().map_or(0, |o| o.total)
    }

    /// A turn to answer a connection over the limits, unless [`MAX_ANSWERING`] are.
    pub fn answer(self: &Arc<Self>) -> Option<Answering> {
        self.answering
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < MAX_ANSWERING).then_some(n + 1)
            })
            .ok()
            .map(|_| Answering {
                conns: self.clone(),
            })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.conns.open.lock().unwrap_or_else(|e| e.into_inner());
        open.total = open.total.saturating_sub(1);
        if let Some(n) = open.by_client.get_mut(&self.client) {
            *n -= 1;
            if *n == 0 {
                open.by_client.remove(&self.client);
            }
        }
    }
}

impl Drop for Answering {
    fn drop(&mut self) {
        self.conns.answering.fetch_sub(1, Ordering::AcqRel);
    }
}

fn full(reason: String) -> Refusal {
    let mut r = Refusal::new(Code::Overloaded, reason);
    r.retry_after = Some(RETRY_AFTER_SECS);
    r
}

/// The address a client is counted by: IPv4 as is (an IPv4-mapped IPv6 address too), an
/// IPv6 address by its /64.
fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// Answers every request on a connection over the limits with `refusal` (each recorded),
/// then closes it; within the handshake timeout.
pub async fn refuse(
    shared: Arc<Shared>,
    stream: TcpStream,
    peer: SocketAddr,
    refusal: Refusal,
    turn: Answering,
) {
    let limits = &shared.settings.limits;
    let wait = limits.handshake_timeout.min(limits.header_read_timeout);
    let svc_shared = shared.clone();
    let svc = service_fn(move |req: http::Request<Incoming>| {
        let shared = svc_shared.clone();
        let r = refusal.clone();
        async move {
            let uri = req.uri();
            let host = match uri.authority() {
                Some(a) => printable(a.as_str()),
                None => "-".into(),
            };
            let path = match req.method() {
                &http::Method::CONNECT => "-".into(),
                _ => redacted_path(uri.path(), uri.query()),
            };
            let record = Record::request(RequestId::new(), req.method().as_str(), &host, path);
            Ok::<_, Infallible>(forward::answer(&shared.pipeline, record, r).await)
        }
    });
    let _ = stream.set_nodelay(true);
    let http = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .keep_alive(false)
        .header_read_timeout(wait)
        .max_buf_size(limits.max_header_bytes)
        .serve_connection(TokioIo::new(stream), svc);
    if tokio::time::timeout(wait, http).await.is_err() {
        tracing::debug!(%peer, "a connection over the limits was closed unanswered");
    }
    drop(turn);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn connections_are_counted_in_all_and_per_client() {
        let conns = Conns::new(3, 2);
        let a1 = conns.enter(ip("10.0.0.1")).unwrap();
        let _a2 = conns.enter(ip("10.0.0.1")).unwrap();
        let r = conns.enter(ip("10.0.0.1")).unwrap_err();
        assert_eq!((r.code, r.status().as_u16()), (Code::Overloaded, 503));
        assert!(
            r.reason.contains("limits.max_connections_per_client"),
            "{}",
            r.reason
        );
        assert_eq!(r.retry_after, Some(1));
        let _b1 = conns.enter(ip("10.0.0.2")).unwrap();
        let r = conns.enter(ip("10.0.0.3")).unwrap_err();
        assert!(
            r.reason.contains("(limits.max_connections)"),
            "{}",
            r.reason
        );
        assert_eq!(conns.open(), 3);
        drop(a1);
        assert_eq!(conns.open(), 2);
        let _a3 = conns.enter(ip("10.0.0.1")).unwrap();
    }

    #[test]
    fn an_ipv6_client_is_counted_by_its_64_and_a_mapped_v4_as_v4() {
        let conns = Conns::new(10, 1);
        let _a = conns.enter(ip("2001:db8:1:2::1")).unwrap();
        assert!(conns.enter(ip("2001:db8:1:2:ffff::9")).is_err(), "same /64");
        let _b = conns.enter(ip("2001:db8:1:3::1")).unwrap();
        let _c = conns.enter(ip("192.0.2.7")).unwrap();
        assert!(
            conns.enter(ip("::ffff:192.0.2.7")).is_err(),
            "the same client"
        );
    }

    #[test]
    fn slots_are_given_back_and_answering_is_bounded() {
        let conns = Conns::new(4, 4);
        let slots: Vec<_> = (0..4)
            .map(|_| conns.enter(ip("127.0.0.1")).unwrap())
            .collect();
        assert!(conns.enter(ip("127.0.0.1")).is_err());
        drop(slots);
        assert_eq!(conns.open(), 0);
        assert!(conns.open.lock().unwrap().by_client.is_empty());
        let turns: Vec<_> = (0..MAX_ANSWERING)
            .map(|_| conns.answer().unwrap())
            .collect();
        assert!(conns.answer().is_none());
        drop(turns);
        assert!(conns.answer().is_some());
    }
}
