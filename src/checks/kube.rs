//! Kubernetes: a SubjectAccessReview for every request, with the attributes the API server
//! itself would authorise it by, read from the method and path as the server reads them.
//!
//! `POST /apis/authorization.k8s.io/v1/subjectaccessreviews` with `{"apiVersion":
//! "authorization.k8s.io/v1", "kind": "SubjectAccessReview", "spec": {"user", "groups",
//! "resourceAttributes": {"namespace", "verb", "group", "version", "resource",
//! "subresource", "name"}}}` (or `"nonResourceAttributes": {"path", "verb"}`) →
//! `{"status": {"allowed": bool, "denied": bool, "reason": "…"}}`.

use http::Method;
use serde_json::{json, Value};

use super::{words, Access, Ask, Checker};

/// What the API server authorises a request by.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Attributes {
    pub verb: String,
    /// `None`: a non-resource path (`/healthz`, `/version`, discovery).
    pub resource: Option<ResourceAttributes>,
    pub path: String,
}

/// The resource part of [`Attributes`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ResourceAttributes {
    pub namespace: String,
    pub group: String,
    pub version: String,
    pub resource: String,
    pub subresource: String,
    pub name: String,
}

impl Attributes {
    /// Reads a request as the API server's request-info resolver does: `/api/v1/…` (the core
    /// group) or `/apis/GROUP/VERSION/…`, then `namespaces/NS/` (or a namespace itself),
    /// then `RESOURCE[/NAME[/SUBRESOURCE]]`; the verb from the method, `list` / `watch` /
    /// `deletecollection` on a collection (a named GET is a `get`, watched or not, as the
    /// server reads it).
    pub fn of(method: &Method, path: &str, query: Option<&str>) -> Attributes {
        let parts: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let watch = watches(query);
        let (group, version, rest) = match parts.as_slice() {
            ["api", v, rest @ ..] => ("", *v, rest),
            ["apis", g, v, rest @ ..] => (*g, *v, rest),
            _ => return Attributes::non_resource(method, path),
        };
        if rest.is_empty() {
            return Attributes::non_resource(method, path);
        }
        let (namespace, rest) = match rest {
            ["namespaces", ns, more @ ..] if !more.is_empty() => (*ns, more),
            _ => ("", rest),
        };
        let resource = rest[0];
        let name = rest.get(1).copied().unwrap_or("");
        let subresource = rest.get(2).copied().unwrap_or("");
        // `/api/v1/namespaces/NS` is the namespace itself.
        let (namespace, name) =
            if namespace.is_empty() && resource == "namespaces" && !name.is_empty() {
                (name, name)
            } else {
                (namespace, name)
            };
        let collection = name.is_empty();
        let verb = match (method.as_str(), collection) {
            ("GET" | "HEAD", true) if watch => "watch",
            ("GET" | "HEAD", true) => "list",
            ("GET" | "HEAD", false) => "get",
            ("POST", _) => "create",
            ("PUT", _) => "update",
            ("PATCH", _) => "patch",
            ("DELETE", true) => "deletecollection",
            ("DELETE", false) => "delete",
            (other, _) => return Attributes::unknown(other, path),
        };
        Attributes {
            verb: verb.into(),
            resource: Some(ResourceAttributes {
                namespace: namespace.into(),
                group: group.into(),
                version: version.into(),
                resource: resource.into(),
                subresource: subresource.into(),
                name: name.into(),
            }),
            path: path.into(),
        }
    }

    fn non_resource(method: &Method, path: &str) -> Attributes {
        Attributes {
            verb: method.as_str().to_ascii_lowercase(),
            resource: None,
            path: path.into(),
        }
    }

    fn unknown(method: &str, path: &str) -> Attributes {
        Attributes {
            verb: method.to_ascii_lowercase(),
            resource: None,
            path: path.into(),
        }
    }

    /// The cache key part: everything the review is made of.
    pub fn key(&self) -> String {
        match &self.resource {
            Some(r) => format!(
                "{} {}/{}/{} {}/{} {}",
                self.verb, r.group, r.version, r.resource, r.subresource, r.namespace, r.name
            ),
            None => format!("{} {}", self.verb, self.path),
        }
    }

    /// The review's `spec`, without the user.
    fn spec(&self) -> Value {
        match &self.resource {
            Some(r) => json!({"resourceAttributes": {
                "namespace": r.namespace, "verb": self.verb, "group": r.group,
                "version": r.version, "resource": r.resource,
                "subresource": r.subresource, "name": r.name,
            }}),
            None => json!({"nonResourceAttributes": {"path": self.path, "verb": self.verb}}),
        }
    }
}

/// Whether a collection request is a watch, as the API server decides it: the *first*
/// `watch` parameter, read by Go's `strconv.ParseBool` (`1`, `t`, `T`, `TRUE`, `true`,
/// `True`). A second `watch` is ignored there, so it is ignored here: what is asked is
/// what the server will do.
fn watches(query: Option<&str>) -> bool {
    let Some(q) = query else {
        return false;
    };
    let first = q.split('&').find_map(|kv| {
        let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
        let k = percent_encoding::percent_decode_str(k).decode_utf8_lossy();
        (k == "watch").then(|| {
            percent_encoding::percent_decode_str(v)
                .decode_utf8_lossy()
                .into_owned()
        })
    });
    matches!(
        first.as_deref(),
        Some("1" | "t" | "T" | "TRUE" | "true" | "True")
    )
}

pub(super) async fn check(c: &Checker, user: &str, ask: &Ask<'_>) -> Result<Access, String> {
    let attrs = Attributes::of(ask.method, ask.path, ask.query);
    let mut spec = attrs.spec();
    spec["user"] = json!(user);
    spec["groups"] = json!(ask.groups);
    let review = json!({
        "apiVersion": "authorization.k8s.io/v1",
        "kind": "SubjectAccessReview",
        "spec": spec,
    });
    let v = match c
        .post(
            "/apis/authorization.k8s.io/v1/subjectaccessreviews",
            &review,
        )
        .await?
    {
        (s, v) if s.is_success() => v,
        (s, _) => return Err(format!("it answered {s}")),
    };
    let allowed = v
        .pointer("/status/allowed")
        .and_then(Value::as_bool)
        .ok_or("its review has no `status.allowed`")?;
    let reason = v
        .pointer("/status/reason")
        .and_then(Value::as_str)
        .map(words);
    let what = match &attrs.resource {
        Some(r) => format!("{} {}{}", attrs.verb, r.resource, sub(&r.subresource)),
        None => format!("{} {}", attrs.verb, attrs.path),
    };
    Ok(if allowed {
        Access::Allow(format!("may {what}"))
    } else {
        Access::Deny(match reason.filter(|r| !r.is_empty()) {
            Some(r) => format!("`{user}` may not {what} ({r})"),
            None => format!("`{user}` may not {what}"),
        })
    })
}

fn sub(s: &str) -> String {
    if s.is_empty() {
        String::new()
    } else {
        format!("/{s}")
    }
}
