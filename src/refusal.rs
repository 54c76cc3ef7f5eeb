//! Refusals: the one value every stage returns when a request may not go on, and the one
//! place where such a value becomes an HTTP response (status, `x-wirepass-refused`, JSON).

use bytes::Bytes;
use http::{header, HeaderValue, Response, StatusCode};
use http_body_util::Full;
use serde::Serialize;

/// Why a request was refused. The snake_case names are a public contract (design.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Code {
    NoSession,
    BadSession,
    NotPermitted,
    UnmappedWrite,
    UnmappedRead,
    NotInEntitlements,
    CredentialLeak,
    CheckUnavailable,
    UnknownHost,
    PrivateAddress,
    RateLimited,
    BadRequest,
    TooLarge,
    Overloaded,
    UpstreamUnavailable,
    UpstreamTimeout,
    AuditUnavailable,
    ApprovalRequired,
    AlreadyUsed,
    NoCredential,
    ExfiltrationRisk,
    UntrustedInput,
}

impl Code {
    /// Every code, in the order of the README's table.
    pub const ALL: [Code; 22] = [
        Code::NoSession,
        Code::BadSession,
        Code::NotPermitted,
        Code::UnmappedWrite,
        Code::UnmappedRead,
        Code::NotInEntitlements,
        Code::CredentialLeak,
        Code::CheckUnavailable,
        Code::UnknownHost,
        Code::PrivateAddress,
        Code::RateLimited,
        Code::BadRequest,
        Code::TooLarge,
        Code::Overloaded,
        Code::UpstreamUnavailable,
        Code::UpstreamTimeout,
        Code::AuditUnavailable,
        Code::ApprovalRequired,
        Code::AlreadyUsed,
        Code::NoCredential,
        Code::ExfiltrationRisk,
        Code::UntrustedInput,
    ];

    /// The snake_case name used in the header, the body and the audit.
    pub fn as_str(self) -> &'static str {
        match self {
            Code::NoSession => "no_session",
            Code::BadSession => "bad_session",
            Code::NotPermitted => "not_permitted",
            Code::UnmappedWrite => "unmapped_write",
            Code::UnmappedRead => "unmapped_read",
            Code::NotInEntitlements => "not_in_entitlements",
            Code::CredentialLeak => "credential_leak",
            Code::CheckUnavailable => "check_unavailable",
            Code::UnknownHost => "unknown_host",
            Code::PrivateAddress => "private_address",
            Code::RateLimited => "rate_limited",
            Code::BadRequest => "bad_request",
            Code::TooLarge => "too_large",
            Code::Overloaded => "overloaded",
            Code::UpstreamUnavailable => "upstream_unavailable",
            Code::UpstreamTimeout => "upstream_timeout",
            Code::AuditUnavailable => "audit_unavailable",
            Code::ApprovalRequired => "approval_required",
            Code::AlreadyUsed => "already_used",
            Code::NoCredential => "no_credential",
            Code::ExfiltrationRisk => "exfiltration_risk",
            Code::UntrustedInput => "untrusted_input",
        }
    }

    /// The HTTP status a refusal with this code is answered with.
    pub fn status(self) -> StatusCode {
        match self {
            Code::BadRequest => StatusCode::BAD_REQUEST,
            Code::NoSession | Code::BadSession => StatusCode::PROXY_AUTHENTICATION_REQUIRED,
            Code::RateLimited => StatusCode::TOO_MANY_REQUESTS,
            Code::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Code::UpstreamUnavailable => StatusCode::BAD_GATEWAY,
            Code::UpstreamTimeout => StatusCode::GATEWAY_TIMEOUT,
            Code::CheckUnavailable | Code::AuditUnavailable | Code::Overloaded => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            Code::NotPermitted
            | Code::UnmappedWrite
            | Code::UnmappedRead
            | Code::NotInEntitlements
            | Code::CredentialLeak
            | Code::UnknownHost
            | Code::PrivateAddress
            | Code::ApprovalRequired
            | Code::AlreadyUsed
            | Code::NoCredential
            | Code::ExfiltrationRisk
            | Code::UntrustedInput => StatusCode::FORBIDDEN,
        }
    }

    /// Whether report mode may let a request with this refusal through. Only permission
    /// decisions are reportable; safety refusals hold in every mode.
    pub fn reportable(self) -> bool {
        matches!(
            self,
            Code::NotPermitted | Code::UnmappedWrite | Code::UnmappedRead | Code::NotInEntitlements
        )
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One action of a multi-action request, as a refusal lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RefusedAction {
    pub action: String,
    pub resource: String,
}

/// A refusal: the code, a sentence saying why and what would allow it, and whatever of the
/// request's identity is known. The reason must never contain a secret value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Refusal {
    pub code: Code,
    pub reason: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub service: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resource: Option<String>,
    /// Every action of a request that carries several (a GraphQL document); `action` and
    /// `resource` name the one refused, or the first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<RefusedAction>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request_id: Option<String>,
    /// Seconds for `Retry-After` (rate limits).
    #[serde(skip)]
    pub retry_after: Option<u64>,
    /// The scanner's rule ids behind a `credential_leak`, for the audit event (never the
    /// value; the body already names the rule in its reason).
    #[serde(skip)]
    pub rules: Vec<String>,
}

impl Refusal {
    /// A refusal with a code and a reason; the rest is filled in as the request is known.
    pub fn new(code: Code, reason: impl Into<String>) -> Self {
        Refusal {
            code,
            reason: reason.into(),
            service: None,
            action: None,
            resource: None,
            actions: Vec::new(),
            user: None,
            request_id: None,
            retry_after: None,
            rules: Vec::new(),
        }
    }

    /// Sets the service if not already set.
    pub fn service(mut self, service: impl Into<String>) -> Self {
        self.service.get_or_insert_with(|| service.into());
        self
    }

    /// Sets the action and resource if not already set.
    pub fn action(mut self, action: impl Into<String>, resource: impl Into<String>) -> Self {
        self.action.get_or_insert_with(|| action.into());
        self.resource.get_or_insert_with(|| resource.into());
        self
    }

    /// Lists every action of a multi-action request (nothing for a single action).
    pub fn actions(mut self, mapped: &[crate::routes::Mapped]) -> Self {
        if mapped.len() > 1 && self.actions.is_empty() {
            self.actions = mapped
                .iter()
                .map(|m| RefusedAction {
                    action: m.action.clone(),
                    resource: m.resource.clone(),
                })
                .collect();
        }
        self
    }

    /// Sets the user if not already set.
    pub fn user(mut self, user: impl Into<String>) -> Self {
        self.user.get_or_insert_with(|| user.into());
        self
    }

    /// Sets the request id (always overrides: the shell knows it best).
    pub fn request_id(mut self, id: impl Into<String>) -> Self {
        self.request_id = Some(id.into());
        self
    }

    /// The status this refusal is answered with.
    pub fn status(&self) -> StatusCode {
        self.code.status()
    }

    /// The JSON body: `{"refused":{...}}`, and beside it the same reason where the
    /// service's own client library looks for an error's message, so an unmodified SDK shows
    /// why (see [`Refusal::sdk_fields`]).
    pub fn body(&self) -> String {
        let mut out = serde_json::Map::new();
        out.insert(
            "refused".into(),
            serde_json::to_value(self).unwrap_or_default(),
        );
        out.extend(self.sdk_fields());
        serde_json::to_string(&out).unwrap_or_else(|_| {
            // Serializing plain strings cannot fail; keep a fixed answer all the same.
            format!(
                "{{\"refused\":{{\"code\":\"{}\",\"reason\":\"refused\"}}}}",
                self.code
            )
        })
    }

    /// The reason where each service's SDKs read an error's message: GitHub's and GitLab's
    /// `message` (Octokit, PyGithub, python-gitlab), OpenAI's `error.message` (both SDKs),
    /// Anthropic's `type: error` with `error.message`, Jira's `errorMessages`
    /// (atlassian-python-api, jira), a Kubernetes `Status` (kubectl and the clients print its
    /// `message`), Slack's `ok: false` with `error`; a host of no service: `message` and
    /// `error.message`. Keys beside `refused`, which stays the contract.
    fn sdk_fields(&self) -> serde_json::Map<String, serde_json::Value> {
        use serde_json::json;
        let message = format!("wirepass refused ({}): {}", self.code, self.reason);
        let fields = match self.service.as_deref() {
            Some("github" | "gitlab" | "linear") => json!({ "message": message }),
            Some("openai") => json!({ "error": {
                "message": message, "type": "wirepass_refused", "code": self.code.as_str(),
            }}),
            Some("anthropic") => json!({
                "type": "error",
                "error": { "type": "permission_error", "message": message },
            }),
            Some("jira") => json!({ "errorMessages": [message], "errors": {} }),
            Some("kubernetes") => json!({
                "kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
                "message": message,
                "reason": self.status().canonical_reason().unwrap_or("Forbidden").replace(' ', ""),
                "code": self.status().as_u16(),
            }),
            Some("slack") => json!({ "ok": false, "error": message }),
            _ => json!({ "message": message, "error": { "message": message } }),
        };
        match fields {
            serde_json::Value::Object(m) => m,
            _ => serde_json::Map::new(),
        }
    }

    /// The HTTP response for this refusal. The only place a refusal becomes a response.
    pub fn to_response(&self) -> Response<Full<Bytes>> {
        let mut body = self.body();
        body.push('\n');
        let mut resp = Response::new(Full::new(Bytes::from(body)));
        *resp.status_mut() = self.status();
        let headers = resp.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        headers.insert(
            "x-wirepass-refused",
            HeaderValue::from_static(self.code.as_str()),
        );
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        if self.code == Code::NoSession || self.code == Code::BadSession {
            headers.insert(
                header::PROXY_AUTHENTICATE,
                HeaderValue::from_static("Basic realm=\"wirepass\""),
            );
        }
        if let Some(secs) = self.retry_after {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        resp
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn body_has_the_contract_shape() {
        let r = Refusal::new(Code::NotPermitted, "alice may not merge")
            .service("github")
            .action("pulls.merge", "repo:acme/x")
            .user("alice")
            .request_id("r1");
        let v: serde_json::Value = serde_json::from_str(&r.body()).unwrap();
        assert_eq!(v["refused"]["code"], "not_permitted");
        assert_eq!(v["refused"]["reason"], "alice may not merge");
        assert_eq!(v["refused"]["service"], "github");
        assert_eq!(v["refused"]["action"], "pulls.merge");
        assert_eq!(v["refused"]["resource"], "repo:acme/x");
        assert_eq!(v["refused"]["user"], "alice");
        assert_eq!(v["refused"]["request_id"], "r1");
        // Where GitHub's SDKs look for a message.
        assert!(v["message"]
            .as_str()
            .unwrap()
            .contains("alice may not merge"));
    }

    #[test]
    fn each_services_sdk_finds_the_reason_where_it_looks() {
        let read = |service: Option<&str>| {
            let mut r = Refusal::new(Code::NotPermitted, "alice may not");
            if let Some(s) = service {
                r = r.service(s);
            }
            let v: serde_json::Value = serde_json::from_str(&r.body()).unwrap();
            assert_eq!(v["refused"]["code"], "not_permitted");
            v
        };
        let has = |v: &serde_json::Value| v.as_str().is_some_and(|m| m.contains("alice may not"));
        assert!(has(&read(Some("github"))["message"]));
        assert!(has(&read(Some("openai"))["error"]["message"]));
        let anthropic = read(Some("anthropic"));
        assert_eq!(anthropic["type"], "error");
        assert!(has(&anthropic["error"]["message"]));
        assert!(has(&read(Some("jira"))["errorMessages"][0]));
        let kube = read(Some("kubernetes"));
        assert_eq!(
            (kube["kind"].as_str(), kube["code"].as_u64()),
            (Some("Status"), Some(403))
        );
        assert!(has(&kube["message"]));
        let slack = read(Some("slack"));
        assert_eq!(slack["ok"], false);
        assert!(has(&slack["error"]));
        assert!(has(&read(None)["error"]["message"]));
    }

    #[test]
    fn unknown_fields_are_left_out() {
        let r = Refusal::new(Code::UnknownHost, "no");
        let v: serde_json::Value = serde_json::from_str(&r.body()).unwrap();
        assert!(v["refused"].get("service").is_none());
        assert!(v["refused"].get("retry_after").is_none());
    }

    #[test]
    fn statuses_follow_the_design() {
        let cases = [
            (Code::BadRequest, 400),
            (Code::NoSession, 407),
            (Code::BadSession, 407),
            (Code::RateLimited, 429),
            (Code::UpstreamUnavailable, 502),
            (Code::UpstreamTimeout, 504),
            (Code::CheckUnavailable, 503),
            (Code::AuditUnavailable, 503),
            (Code::Overloaded, 503),
            (Code::TooLarge, 413),
            (Code::NotPermitted, 403),
            (Code::CredentialLeak, 403),
            (Code::UnknownHost, 403),
        ];
        for (code, status) in cases {
            assert_eq!(code.status().as_u16(), status, "{code}");
        }
    }

    #[test]
    fn names_round_trip_through_serde() {
        for code in Code::ALL {
            let json = serde_json::to_string(&code).unwrap();
            assert_eq!(json, format!("\"{}\"", code.as_str()));
        }
    }

    #[test]
    fn response_carries_header_and_json() {
        let resp = Refusal::new(Code::RateLimited, "slow down")
            .request_id("x")
            .to_response();
        let mut r = Refusal::new(Code::RateLimited, "slow down");
        r.retry_after = Some(7);
        let with_retry = r.to_response();
        assert_eq!(resp.status(), 429);
        assert_eq!(resp.headers()["x-wirepass-refused"], "rate_limited");
        assert_eq!(resp.headers()["content-type"], "application/json");
        assert_eq!(with_retry.headers()["retry-after"], "7");
    }
}
