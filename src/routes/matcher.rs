//! The compiled matcher of one table: a segment trie whose nodes have literal, `{x}` and
//! `{x+}` children. A lookup walks literal before `{x}` before `{x+}` (backtracking when a
//! subtree has no route for the request), so the first route found is the most specific.
//! Routes that end on the same node are ranked (query conditions, then host, then a
//! specific method); two that tie and could match the same request are a load error.

use http::Method;
use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::fields::{Lookup, Pairs};
use super::table::{Cond, Methods, Route};
use super::template::Segment;

#[derive(Debug, Clone, Default)]
struct Node {
    literal: HashMap<Box<str>, usize, BuildHasherDefault<Fnv>>,
    param: Option<usize>,
    /// Routes whose template ends here.
    end: Vec<usize>,
    /// Routes whose `{x+}` starts here.
    rest: Vec<usize>,
}

/// FNV-1a: the keys are the table's own literals, so a request cannot choose collisions,
/// and short segments hash several times faster than with SipHash.
#[derive(Default)]
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for b in bytes {
            h = (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

impl Node {
    fn child(&self, seg: &str) -> Option<usize> {
        self.literal.get(seg).copied()
    }
}

/// The trie of one table.
#[derive(Debug, Clone, Default)]
pub(crate) struct Matcher {
    nodes: Vec<Node>,
}

/// What a lookup compares a route's conditions against.
#[derive(Debug)]
pub(crate) struct Ctx<'a> {
    pub method: &'a Method,
    pub host: &'a str,
    pub query: &'a Pairs<'a>,
}

/// What a lookup found: the route, and whether a route's query condition met a repeated
/// parameter on the way (the caller refuses then, whatever route was found).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Found {
    /// The most specific route that accepts the request.
    pub route: Option<usize>,
    /// A query condition a route depends on met a parameter given more than once.
    pub repeated_query: bool,
}

impl Found {
    /// This lookup, or when it found no route, `next()`; a repeated parameter seen by
    /// either is kept.
    pub fn or_else(self, next: impl FnOnce() -> Found) -> Found {
        if self.route.is_some() {
            return self;
        }
        let n = next();
        Found {
            route: n.route,
            repeated_query: self.repeated_query || n.repeated_query,
        }
    }
}

/// How one route's conditions compare with the request.
enum Accept {
    Yes,
    No,
    /// A query condition met a repeated parameter: no, and the request is suspect.
    RepeatedQuery,
}

/// Higher ranks win among routes ending on the same node.
fn rank(r: &Route) -> (usize, bool, bool) {
    (
        r.query.len(),
        r.host.is_some(),
        matches!(r.methods, Methods::List(_)),
    )
}

fn queries_compatible(a: &[(String, Cond)], b: &[(String, Cond)]) -> bool {
    a.iter().all(|(k, ca)| {
        b.iter().all(|(k2, cb)| match (ca, cb) {
            (Cond::Equals(x), Cond::Equals(y)) if k == k2 => x == y,
            _ => true,
        })
    })
}

fn tie(a: &Route, b: &Route) -> bool {
    rank(a) == rank(b)
        && a.methods.overlaps(&b.methods)
        && a.host == b.host
        && queries_compatible(&a.query, &b.query)
}

impl Matcher {
    /// Builds the trie; `Err((a, b))` names two routes that tie.
    pub fn build(routes: &[Route]) -> Result<Matcher, (usize, usize)> {
        let mut m = Matcher {
            nodes: vec![Node::default()],
        };
        for (i, r) in routes.iter().enumerate() {
            let mut at = 0;
            let mut ends_in_rest = false;
            for seg in &r.segments {
                at = match seg {
                    Segment::Literal(l) => match m.nodes[at].child(l) {
                        Some(n) => n,
                        None => {
                            let n = m.push();
                            m.nodes[at].literal.insert(l.clone().into_boxed_str(), n);
                            n
                        }
                    },
                    Segment::Param(_) => match m.nodes[at].param {
                        Some(n) => n,
                        None => {
                            let n = m.push();
                            m.nodes[at].param = Some(n);
                            n
                        }
                    },
                    Segment::Rest(_) => {
                        ends_in_rest = true;
                        break;
                    }
                };
            }
            let list = if ends_in_rest {
                &mut m.nodes[at].rest
            } else {
                &mut m.nodes[at].end
            };
            if let Some(&other) = list.iter().find(|&&o| tie(&routes[o], r)) {
                return Err((other, i));
            }
            list.push(i);
        }
        for n in &mut m.nodes {
            n.end.sort_by_key(|&i| std::cmp::Reverse(rank(&routes[i])));
            n.rest.sort_by_key(|&i| std::cmp::Reverse(rank(&routes[i])));
        }
        Ok(m)
    }

    fn push(&mut self) -> usize {
        self.nodes.push(Node::default());
        self.nodes.len() - 1
    }

    /// The most specific route for the request (its captures follow from its template).
    pub fn find(&self, routes: &[Route], segs: &[Cow<'_, str>], ctx: &Ctx<'_>) -> Found {
        self.walk(0, routes, segs, 0, ctx)
    }

    fn walk(
        &self,
        node: usize,
        routes: &[Route],
        segs: &[Cow<'_, str>],
        i: usize,
        ctx: &Ctx<'_>,
    ) -> Found {
        let n = &self.nodes[node];
        let Some(seg) = segs.get(i) else {
            return pick(&n.end, routes, ctx);
        };
        let mut seen = Found::default();
        if let Some(child) = n.child(seg) {
            seen = seen.or_else(|| self.walk(child, routes, segs, i + 1, ctx));
        }
        if let (Some(child), false) = (n.param, seg.is_empty()) {
            seen = seen.or_else(|| self.walk(child, routes, segs, i + 1, ctx));
        }
        if !n.rest.is_empty() && !segs[i..].iter().any(|s| s.is_empty()) {
            seen = seen.or_else(|| pick(&n.rest, routes, ctx));
        }
        seen
    }
}

fn pick(candidates: &[usize], routes: &[Route], ctx: &Ctx<'_>) -> Found {
    let mut repeated_query = false;
    for &i in candidates {
        match accepts(&routes[i], ctx) {
            Accept::Yes => {
                return Found {
                    route: Some(i),
                    repeated_query,
                }
            }
            Accept::No => {}
            Accept::RepeatedQuery => repeated_query = true,
        }
    }
    Found {
        route: None,
        repeated_query,
    }
}

fn accepts(r: &Route, ctx: &Ctx<'_>) -> Accept {
    if !r.methods.contains(ctx.method) {
        return Accept::No;
    }
    if r.host
        .as_deref()
        .is_some_and(|h| !crate::host::matches(h, ctx.host))
    {
        return Accept::No;
    }
    // In order, stopping at the first condition that fails, as a route is read.
    for (k, cond) in &r.query {
        match (ctx.query.get(k), cond) {
            (Lookup::One(v), Cond::Equals(want)) if v != want => return Accept::No,
            (Lookup::One(_), _) => {}
            (Lookup::Missing, _) => return Accept::No,
            (Lookup::Repeated, _) => return Accept::RepeatedQuery,
        }
    }
    Accept::Yes
}
