//! Fake permission APIs of the owning systems, for the live checks in tests and the demo:
//! GitHub, GitLab, Jira, Slack, Kubernetes and a generic check service, at their documented
//! paths and in their documented shapes, answering from per-user fixtures and counting
//! every call. A fault ([`Fault`]) makes every API endpoint fail one way: down, slow, or a
//! malformed answer.
//!
//! | system | endpoint | answer |
//! |---|---|---|
//! | GitHub | `GET /repos/{o}/{r}/collaborators/{u}/permission` | `{"permission","role_name","user"}`, 404 for an unknown user or repository |
//! | GitHub | `GET /orgs/{org}/memberships/{u}` | `{"state","role"}`, 404 |
//! | GitHub | `GET /repositories/{id}`, `GET /user/{id}` | `{"id","full_name"}`, `{"id","login"}` |
//! | GitLab | `GET /api/v4/users?username=` | `[{"id","username","state"}]` |
//! | GitLab | `GET /api/v4/projects/:id/members/all/:user_id` (and groups) | `{"id","username","access_level"}`, 404 |
//! | GitLab | `GET /api/v4/projects/:id`, `GET /api/v4/groups/:id` | `{"id","path_with_namespace"}`, `{"id","full_path"}` |
//! | Jira | `POST /rest/api/3/permissions/check` | `{"projectPermissions":[{"permission","issues","projects"}],"globalPermissions"}` |
//! | Jira | `GET /rest/api/3/issue/{idOrKey}`, `GET /rest/api/3/project/{idOrKey}` | `{"id","key"}`, 404 `{"errorMessages"}` |
//! | Jira | `GET /rest/api/3/user/search?query=` | `[{"accountId","emailAddress"}]` |
//! | Slack | `GET /api/users.lookupByEmail?email=` | `{"ok","user":{"id"}}` or `{"ok":false,"error"}` |
//! | Slack | `GET /api/conversations.members?channel=&limit=&cursor=` | `{"ok","members","response_metadata":{"next_cursor"}}` |
//! | Kubernetes | `POST /apis/authorization.k8s.io/v1/subjectaccessreviews` | the review with `status: {"allowed","reason"}` |
//! | generic | `POST /check` | `{"allow","reason"}` |
//! | Kubernetes | `GET /api`, `/apis`, `/api/v1`; `GET /api/v1/namespaces/{ns}/pods[/{name}]`, `DELETE …/pods/{name}` | discovery, a `PodList` of one pod, the pod (enough for `kubectl get` and `delete`) |

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Mutex;
use std::time::Duration;

use bytes::Bytes;
use http::{header, HeaderValue, Method, Response, StatusCode};
use serde_json::{json, Value};

use super::body::{full, OriginBody};

/// How every API endpoint fails, when set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// 500 with an error body.
    Down,
    /// The answer comes after this long.
    Slow(Duration),
    /// 200 with a body of an unexpected shape.
    Malformed,
}

/// Who holds what, per system. Names are as the systems spell them.
#[derive(Debug, Clone, Default)]
pub struct Fixtures {
    /// GitHub: `owner/repo` -> login -> role (`admin`, `maintain`, `write`, `triage`, `read`).
    pub github_repos: BTreeMap<String, BTreeMap<String, String>>,
    /// GitHub: org -> login -> `admin` | `member`.
    pub github_orgs: BTreeMap<String, BTreeMap<String, String>>,
    /// GitHub: repository id -> `owner/repo`.
    pub github_repo_ids: BTreeMap<u64, String>,
    /// GitHub logins that exist.
    pub github_users: BTreeSet<String>,
    /// GitLab: username -> user id.
    pub gitlab_users: BTreeMap<String, u64>,
    /// GitLab: project id -> path.
    pub gitlab_projects: BTreeMap<u64, String>,
    /// GitLab: (project path, user id) -> access level.
    pub gitlab_members: BTreeMap<(String, u64), u64>,
    /// Jira: email -> account id.
    pub jira_accounts: BTreeMap<String, String>,
    /// Jira: issue key -> (id, project key).
    pub jira_issues: BTreeMap<String, (u64, String)>,
    /// Jira: project key -> id.
    pub jira_projects: BTreeMap<String, u64>,
    /// Jira: (account id, permission, project key) held.
    pub jira_permissions: BTreeSet<(String, String, String)>,
    /// Jira: (account id, global permission) held.
    pub jira_global: BTreeSet<(String, String)>,
    /// Slack: email -> member id.
    pub slack_users: BTreeMap<String, String>,
    /// Slack: channel id -> member ids.
    pub slack_channels: BTreeMap<String, Vec<String>>,
    /// Slack: members per page of `conversations.members` (at most the asked `limit`).
    pub slack_page: usize,
    /// Kubernetes: (user or `group:NAME`, verb, resource, namespace) allowed; `*` matches any.
    pub kube_allow: Vec<(String, String, String, String)>,
    /// Generic: (user, action) allowed.
    pub generic_allow: BTreeSet<(String, String)>,
}

/// The fake APIs: fixtures, a fault switch and call counters.
#[derive(Debug, Default)]
pub struct Apis {
    fixtures: Mutex<Fixtures>,
    fault: Mutex<Option<Fault>>,
    calls: Mutex<BTreeMap<String, u64>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Apis {
    /// APIs answering from `fixtures`.
    pub fn new(fixtures: Fixtures) -> Apis {
        Apis {
            fixtures: Mutex::new(fixtures),
            ..Apis::default()
        }
    }

    /// Changes the fixtures (a role granted or taken away).
    pub fn update(&self, f: impl FnOnce(&mut Fixtures)) {
        f(&mut lock(&self.fixtures));
    }

    /// Makes every endpoint fail one way, or answer again (`None`).
    pub fn set_fault(&self, fault: Option<Fault>) {
        *lock(&self.fault) = fault;
    }

    /// Calls to one endpoint (`github.permission`, `gitlab.members`, `jira.permissions`,
    /// `slack.members`, `kubernetes.sar`, `http.check`, ...).
    pub fn calls(&self, endpoint: &str) -> u64 {
        lock(&self.calls).get(endpoint).copied().unwrap_or(0)
    }

    /// Calls to every endpoint together.
    pub fn total_calls(&self) -> u64 {
        lock(&self.calls).values().sum()
    }

    /// The answer to an API request, or `None` when the path is not one of the APIs.
    pub(crate) async fn answer(
        &self,
        method: &Method,
        path: &str,
        query: &BTreeMap<String, String>,
        body: &Bytes,
    ) -> Option<Response<OriginBody>> {
        let endpoint = endpoint(method, path)?;
        *lock(&self.calls).entry(endpoint.to_string()).or_default() += 1;
        let fault = *lock(&self.fault);
        match fault {
            Some(Fault::Down) => {
                return Some(json_response(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    json!({"message": "down"}),
                ))
            }
            Some(Fault::Malformed) => {
                return Some(json_response(
                    StatusCode::OK,
                    json!({"unexpected": ["shape"]}),
                ))
            }
            Some(Fault::Slow(d)) => tokio::time::sleep(d).await,
            None => {}
        }
        let body: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
        let f = lock(&self.fixtures).clone();
        let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let (status, value) = match endpoint {
            "github.permission" => github_permission(&f, &segs),
            "github.membership" => github_membership(&f, &segs),
            "github.repository" => github_repository(&f, segs[1]),
            "github.user" => github_user(&f, segs[1]),
            "gitlab.users" => gitlab_users(&f, query),
            "gitlab.members" => gitlab_members(&f, &segs),
            "gitlab.project" => gitlab_project(&f, segs[3]),
            "jira.permissions" => jira_permissions(&f, &body),
            "jira.issue" => jira_item(&f, "issue", segs[4]),
            "jira.project" => jira_item(&f, "project", segs[4]),
            "jira.user_search" => jira_users(&f, query),
            "slack.lookup" => slack_lookup(&f, query),
            "slack.members" => slack_members(&f, query),
            "kubernetes.sar" => kube_review(&f, body),
            "http.check" => generic(&f, &body),
            "kubernetes.discovery" => kube_discovery(&segs),
            "kubernetes.pods" => kube_pods(segs[3]),
            "kubernetes.pod" => (StatusCode::OK, kube_pod(segs[3], segs[5])),
            _ => (StatusCode::NOT_FOUND, json!({"message": "Not Found"})),
        };
        Some(json_response(status, value))
    }
}

/// Whether a request is for one of the APIs.
pub(crate) fn is_api(method: &Method, path: &str) -> bool {
    endpoint(method, path).is_some()
}

/// Which API endpoint a request is for.
fn endpoint(method: &Method, path: &str) -> Option<&'static str> {
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let get = method == Method::GET;
    let post = method == Method::POST;
    Some(match segs.as_slice() {
        ["repos", _, _, "collaborators", _, "permission"] if get => "github.permission",
        ["orgs", _, "memberships", _] if get => "github.membership",
        ["repositories", id] if get && digits(id) => "github.repository",
        ["user", id] if get && digits(id) => "github.user",
        ["api", "v4", "users"] if get => "gitlab.users",
        ["api", "v4", "projects" | "groups", _, "members", "all", _] if get => "gitlab.members",
        ["api", "v4", "projects", id] if get && digits(id) => "gitlab.project",
        ["rest", "api", "3", "permissions", "check"] if post => "jira.permissions",
        ["rest", "api", "3", "issue", _] if get => "jira.issue",
        ["rest", "api", "3", "project", _] if get => "jira.project",
        ["rest", "api", "3", "user", "search"] if get => "jira.user_search",
        ["api", "users.lookupByEmail"] => "slack.lookup",
        ["api", "conversations.members"] => "slack.members",
        ["apis", "authorization.k8s.io", "v1", "subjectaccessreviews"] if post => "kubernetes.sar",
        ["check"] if post => "http.check",
        ["api"] | ["apis"] | ["api", "v1"] if get => "kubernetes.discovery",
        ["api", "v1", "namespaces", _, "pods"] if get => "kubernetes.pods",
        ["api", "v1", "namespaces", _, "pods", _] if get || method == Method::DELETE => {
            "kubernetes.pod"
        }
        _ => return None,
    })
}

fn digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

fn json_response(status: StatusCode, v: Value) -> Response<OriginBody> {
    let mut resp = Response::new(full(v.to_string()));
    *resp.status_mut() = status;
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    resp
}

fn not_found() -> (StatusCode, Value) {
    (
        StatusCode::NOT_FOUND,
        json!({"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}),
    )
}

fn decoded(s: &str) -> String {
    percent_encoding::percent_decode_str(s)
        .decode_utf8_lossy()
        .into_owned()
}

fn github_permission(f: &Fixtures, segs: &[&str]) -> (StatusCode, Value) {
    let repo = format!("{}/{}", segs[1], segs[2]).to_lowercase();
    let login = decoded(segs[4]);
    let Some(members) = f.github_repos.get(&repo) else {
        return not_found();
    };
    if !f.github_users.contains(&login) {
        return not_found();
    }
    let role = members.get(&login).map_or("none", String::as_str);
    // The legacy `permission` folds maintain into write and triage into read.
    let permission = match role {
        "admin" => "admin",
        "maintain" | "write" => "write",
        "triage" | "read" => "read",
        _ => "none",
    };
    (
        StatusCode::OK,
        json!({"permission": permission, "role_name": role, "user": {"login": login}}),
    )
}

fn github_membership(f: &Fixtures, segs: &[&str]) -> (StatusCode, Value) {
    let login = decoded(segs[3]);
    match f
        .github_orgs
        .get(&segs[1].to_lowercase())
        .and_then(|o| o.get(&login))
    {
        Some(role) => (
            StatusCode::OK,
            json!({"state": "active", "role": role, "organization": {"login": segs[1]}, "user": {"login": login}}),
        ),
        None => not_found(),
    }
}

fn github_repository(f: &Fixtures, id: &str) -> (StatusCode, Value) {
    match id
        .parse()
        .ok()
        .and_then(|i: u64| f.github_repo_ids.get(&i).map(|n| (i, n)))
    {
        Some((i, name)) => (
            StatusCode::OK,
            json!({"id": i, "full_name": name, "name": name.split('/').nth(1)}),
        ),
        None => not_found(),
    }
}

fn github_user(f: &Fixtures, id: &str) -> (StatusCode, Value) {
    let login = f
        .github_users
        .iter()
        .enumerate()
        .find(|(i, _)| (i + 1000).to_string() == id);
    match login {
        Some((_, l)) => (
            StatusCode::OK,
            json!({"id": id.parse::<u64>().unwrap_or(0), "login": l}),
        ),
        None => not_found(),
    }
}

fn gitlab_users(f: &Fixtures, q: &BTreeMap<String, String>) -> (StatusCode, Value) {
    let name = q.get("username").map(|s| decoded(s)).unwrap_or_default();
    let found: Vec<Value> = f
        .gitlab_users
        .iter()
        .filter(|(u, _)| u.eq_ignore_ascii_case(&name))
        .map(|(u, id)| json!({"id": id, "username": u, "name": u, "state": "active"}))
        .collect();
    (StatusCode::OK, Value::Array(found))
}

fn gitlab_members(f: &Fixtures, segs: &[&str]) -> (StatusCode, Value) {
    let target = decoded(segs[3]);
    let path = match target.parse::<u64>() {
        Ok(id) => f.gitlab_projects.get(&id).cloned().unwrap_or_default(),
        Err(_) => target.to_lowercase(),
    };
    let uid: u64 = segs[6].parse().unwrap_or(0);
    match f.gitlab_members.get(&(path, uid)) {
        Some(level) => {
            let name = f
                .gitlab_users
                .iter()
                .find(|(_, i)| **i == uid)
                .map(|(u, _)| u.clone());
            (
                StatusCode::OK,
                json!({"id": uid, "username": name, "access_level": level, "state": "active"}),
            )
        }
        None => (StatusCode::NOT_FOUND, json!({"message": "404 Not found"})),
    }
}

fn gitlab_project(f: &Fixtures, id: &str) -> (StatusCode, Value) {
    match id
        .parse()
        .ok()
        .and_then(|i: u64| f.gitlab_projects.get(&i).map(|p| (i, p)))
    {
        Some((i, p)) => (StatusCode::OK, json!({"id": i, "path_with_namespace": p})),
        None => (
            StatusCode::NOT_FOUND,
            json!({"message": "404 Project Not Found"}),
        ),
    }
}

fn jira_item(f: &Fixtures, kind: &str, id_or_key: &str) -> (StatusCode, Value) {
    let wanted = decoded(id_or_key);
    let found = match kind {
        "issue" => f
            .jira_issues
            .iter()
            .find(|(k, (id, _))| k.eq_ignore_ascii_case(&wanted) || id.to_string() == wanted)
            .map(|(k, (id, _))| (k.clone(), *id)),
        _ => f
            .jira_projects
            .iter()
            .find(|(k, id)| k.eq_ignore_ascii_case(&wanted) || id.to_string() == wanted)
            .map(|(k, id)| (k.clone(), *id)),
    };
    match found {
        Some((key, id)) => (
            StatusCode::OK,
            json!({"id": id.to_string(), "key": key, "fields": {}}),
        ),
        None => (
            StatusCode::NOT_FOUND,
            json!({"errorMessages": [format!("{kind} does not exist or you do not have permission to see it.")], "errors": {}}),
        ),
    }
}

fn jira_permissions(f: &Fixtures, body: &Value) -> (StatusCode, Value) {
    let account = body
        .get("accountId")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let globals: Vec<&str> = body
        .get("globalPermissions")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let held_global: Vec<&str> = globals
        .into_iter()
        .filter(|g| {
            f.jira_global
                .contains(&(account.to_string(), (*g).to_string()))
        })
        .collect();
    let mut project_permissions = Vec::new();
    for entry in body
        .get("projectPermissions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let ids = |k: &str| -> Vec<u64> {
            entry
                .get(k)
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(Value::as_u64).collect())
                .unwrap_or_default()
        };
        for p in entry
            .get("permissions")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let Some(p) = p.as_str() else { continue };
            let holds = |project: &str| {
                f.jira_permissions.contains(&(
                    account.to_string(),
                    p.to_string(),
                    project.to_string(),
                ))
            };
            let issues: Vec<u64> = ids("issues")
                .into_iter()
                .filter(|i| {
                    f.jira_issues
                        .values()
                        .any(|(id, proj)| id == i && holds(proj))
                })
                .collect();
            let projects: Vec<u64> = ids("projects")
                .into_iter()
                .filter(|i| f.jira_projects.iter().any(|(k, id)| id == i && holds(k)))
                .collect();
            project_permissions
                .push(json!({"permission": p, "issues": issues, "projects": projects}));
        }
    }
    (
        StatusCode::OK,
        json!({"globalPermissions": held_global, "projectPermissions": project_permissions}),
    )
}

fn jira_users(f: &Fixtures, q: &BTreeMap<String, String>) -> (StatusCode, Value) {
    let query = q.get("query").map(|s| decoded(s)).unwrap_or_default();
    let users: Vec<Value> = f
        .jira_accounts
        .iter()
        .filter(|(email, _)| !query.is_empty() && email.to_lowercase().starts_with(&query.to_lowercase()))
        .map(|(email, id)| json!({"accountId": id, "emailAddress": email, "accountType": "atlassian", "active": true}))
        .collect();
    (StatusCode::OK, Value::Array(users))
}

fn slack_lookup(f: &Fixtures, q: &BTreeMap<String, String>) -> (StatusCode, Value) {
    let email = q.get("email").map(|s| decoded(s)).unwrap_or_default();
    match f.slack_users.get(&email) {
        Some(id) => (
            StatusCode::OK,
            json!({"ok": true, "user": {"id": id, "profile": {"email": email}}}),
        ),
        None => (
            StatusCode::OK,
            json!({"ok": false, "error": "users_not_found"}),
        ),
    }
}

fn slack_members(f: &Fixtures, q: &BTreeMap<String, String>) -> (StatusCode, Value) {
    let channel = q.get("channel").map(|s| decoded(s)).unwrap_or_default();
    let Some(members) = f.slack_channels.get(&channel) else {
        return (
            StatusCode::OK,
            json!({"ok": false, "error": "channel_not_found"}),
        );
    };
    let limit: usize = q.get("limit").and_then(|l| l.parse().ok()).unwrap_or(100);
    let page = if f.slack_page == 0 {
        limit
    } else {
        f.slack_page.min(limit)
    }
    .max(1);
    let start: usize = q
        .get("cursor")
        .and_then(|c| {
            decoded(c)
                .strip_prefix("page:")
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0);
    let end = (start + page).min(members.len());
    let next = if end < members.len() {
        format!("page:{end}")
    } else {
        String::new()
    };
    (
        StatusCode::OK,
        json!({"ok": true, "members": members[start.min(end)..end], "response_metadata": {"next_cursor": next}}),
    )
}

fn kube_review(f: &Fixtures, mut review: Value) -> (StatusCode, Value) {
    let spec = review.get("spec").cloned().unwrap_or(Value::Null);
    let user = spec.get("user").and_then(Value::as_str).unwrap_or_default();
    let groups: Vec<String> = spec
        .get("groups")
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(|g| format!("group:{g}"))
                .collect()
        })
        .unwrap_or_default();
    let attrs = spec.get("resourceAttributes");
    let verb = attrs
        .or(spec.get("nonResourceAttributes"))
        .and_then(|a| a.get("verb"))
        .and_then(Value::as_str)
        .unwrap_or_default();
    let resource = attrs
        .and_then(|a| a.get("resource"))
        .and_then(Value::as_str)
        .unwrap_or_default();
    let sub = attrs
        .and_then(|a| a.get("subresource"))
        .and_then(Value::as_str)
        .unwrap_or_default();
    let full = if sub.is_empty() {
        resource.to_string()
    } else {
        format!("{resource}/{sub}")
    };
    let ns = attrs
        .and_then(|a| a.get("namespace"))
        .and_then(Value::as_str)
        .unwrap_or_default();
    let hit = |pat: &str, v: &str| pat == "*" || pat == v;
    let allowed = f.kube_allow.iter().any(|(who, v, r, n)| {
        (who == user || groups.contains(who)) && hit(v, verb) && hit(r, &full) && hit(n, ns)
    });
    let reason = if allowed {
        format!("RBAC: allowed by a fixture for {user}")
    } else {
        String::new()
    };
    review["status"] = json!({"allowed": allowed, "reason": reason});
    if review.get("apiVersion").is_none() {
        return (
            StatusCode::BAD_REQUEST,
            json!({"kind": "Status", "status": "Failure", "message": "no apiVersion"}),
        );
    }
    (StatusCode::CREATED, review)
}

fn generic(f: &Fixtures, body: &Value) -> (StatusCode, Value) {
    let user = body.get("user").and_then(Value::as_str).unwrap_or_default();
    let action = body
        .get("action")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let allow = f
        .generic_allow
        .contains(&(user.to_string(), action.to_string()));
    let reason = if allow {
        "on the list"
    } else {
        "not on the list"
    };
    (StatusCode::OK, json!({"allow": allow, "reason": reason}))
}

fn kube_discovery(segs: &[&str]) -> (StatusCode, Value) {
    let v = match segs {
        ["api"] => json!({"kind": "APIVersions", "versions": ["v1"],
            "serverAddressByClientCIDRs": [{"clientCIDR": "0.0.0.0/0", "serverAddress": "k8s.test:443"}]}),
        ["apis"] => json!({"kind": "APIGroupList", "apiVersion": "v1", "groups": []}),
        _ => {
            json!({"kind": "APIResourceList", "apiVersion": "v1", "groupVersion": "v1", "resources": [
                {"name": "pods", "singularName": "pod", "namespaced": true, "kind": "Pod",
                 "verbs": ["create", "delete", "deletecollection", "get", "list", "patch", "update", "watch"],
                 "shortNames": ["po"]},
            ]})
        }
    };
    (StatusCode::OK, v)
}

fn kube_pod(ns: &str, name: &str) -> Value {
    json!({"kind": "Pod", "apiVersion": "v1",
        "metadata": {"name": name, "namespace": ns, "uid": "00000000-0000-0000-0000-000000000001",
                     "resourceVersion": "1", "creationTimestamp": "2026-01-01T00:00:00Z"},
        "spec": {"containers": [{"name": "app", "image": "registry.example/app:1"}]},
        "status": {"phase": "Running"}})
}

fn kube_pods(ns: &str) -> (StatusCode, Value) {
    (
        StatusCode::OK,
        json!({"kind": "PodList", "apiVersion": "v1", "metadata": {"resourceVersion": "1"},
               "items": [kube_pod(ns, "web-1")]}),
    )
}
