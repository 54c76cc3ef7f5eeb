//! GitLab: a member's access level in a project or group, counting inherited membership,
//! and the paths behind numeric ids.
//!
//! - `GET /users?username={username}` → `[{"id", "username"}]`: the user's numeric id
//!   (cached like a name);
//! - `GET /projects/:id/members/all/:user_id` and `GET /groups/:id/members/all/:user_id` →
//!   `{"access_level": 10|15|20|30|40|50}` (guest, planner, reporter, developer,
//!   maintainer, owner); 404: not a member;
//! - `GET /projects/:id` → `{"path_with_namespace"}`; `GET /groups/:id` → `{"full_path"}`.

use http::StatusCode;
use serde_json::Value;

use super::{enc, Access, Checker};
use crate::routes::Mapped;

/// GitLab's access levels and the names the route table uses.
const LEVELS: [(i64, &str); 6] = [
    (10, "guest"),
    (15, "planner"),
    (20, "reporter"),
    (30, "developer"),
    (40, "maintainer"),
    (50, "owner"),
];

pub(super) async fn check(c: &Checker, username: &str, m: &Mapped) -> Result<Access, String> {
    let need = m.level.as_deref().unwrap_or("guest");
    let (kind, name) = m.resource.split_once(':').unwrap_or(("", ""));
    let collection = match kind {
        "project" => "projects",
        "group" | "namespace" => "groups",
        _ => {
            return Ok(Access::Uncheckable(format!(
                "GitLab is asked about projects and groups, not `{kind}`"
            )))
        }
    };
    let uid = user_id(c, username).await?;
    let path = format!("/{collection}/{}/members/all/{uid}", enc(name));
    let level = match c.get(&path).await? {
        (StatusCode::NOT_FOUND, _) => {
            return Ok(Access::Deny(format!(
                "`{username}` is not a member of {name}"
            )))
        }
        (s, v) if s.is_success() => v
            .get("access_level")
            .and_then(Value::as_i64)
            .ok_or("its member answer has no `access_level`")?,
        (s, _) => return Err(format!("it answered {s}")),
    };
    // A level between the named ones (GitLab adds some) counts as the one below it.
    let have = LEVELS
        .iter()
        .rev()
        .find(|(n, _)| level >= *n)
        .map_or("none", |(_, name)| name);
    if !c.at_least(have, need) {
        return Ok(Access::Deny(format!(
            "`{username}` is {have} (access level {level}), the action needs {need}"
        )));
    }
    Ok(Access::Allow(format!("{have} (access level {level})")))
}

async fn user_id(c: &Checker, username: &str) -> Result<i64, String> {
    let id = c
        .remembered("gitlab_user", username, || async {
            match c.get(&format!("/users?username={}", enc(username))).await? {
                (s, Value::Array(users)) if s.is_success() => users
                    .iter()
                    .find(|u| {
                        u.get("username")
                            .and_then(Value::as_str)
                            .is_some_and(|n| n.eq_ignore_ascii_case(username))
                    })
                    .and_then(|u| u.get("id").and_then(Value::as_i64))
                    .map(|id| id.to_string())
                    .ok_or_else(|| format!("GitLab knows no user `{username}`")),
                (s, _) if s.is_success() => Err("its user search answer is not a list".into()),
                (s, _) => Err(format!("it answered {s}")),
            }
        })
        .await?;
    id.parse()
        .map_err(|_| "a cached user id is not a number".into())
}

/// `project:N` → the project's path, `group:N` / `namespace:N` → the group's.
pub(super) async fn resolve(c: &Checker, kind: &str, id: &str) -> Result<Option<String>, String> {
    let (path, field) = match kind {
        "project" => (format!("/projects/{}", enc(id)), "path_with_namespace"),
        "group" | "namespace" => (format!("/groups/{}", enc(id)), "full_path"),
        _ => return Ok(None),
    };
    Ok(Some(c.named(kind, id, &path, field).await?))
}
