//! GitHub: a repository's permission for a collaborator, an organisation's membership, and
//! the names behind `/repositories/{id}` and `/user/{id}`.
//!
//! - `GET /repos/{owner}/{repo}/collaborators/{username}/permission` →
//!   `{"permission": "admin"|"write"|"read"|"none", "role_name": "admin"|"maintain"|"write"|
//!   "triage"|"read"|custom}`; `role_name` is read on the table's scale, else `permission`.
//! - `GET /orgs/{org}/memberships/{username}` → `{"state": "active"|"pending", "role":
//!   "admin"|"member"}`: an active admin holds `admin`, an active member `read` (a member's
//!   rights beyond reading depend on the organisation's settings, which this does not read:
//!   wirepass grants no more than it knows).
//! - `GET /repositories/{id}` → `{"full_name"}`; `GET /user/{id}` → `{"login"}`.
//!
//! A 404 from a permission endpoint means GitHub knows no such access (unknown user,
//! repository or organisation the check's token cannot see): refused, with that said.

use http::StatusCode;
use serde_json::Value;

use super::{enc, Access, Checker};
use crate::routes::Mapped;

pub(super) async fn check(c: &Checker, login: &str, m: &Mapped) -> Result<Access, String> {
    let need = m.level.as_deref().unwrap_or("read");
    let (kind, name) = m.resource.split_once(':').unwrap_or(("", ""));
    let have = match kind {
        "repo" => {
            let Some((owner, repo)) = name.split_once('/') else {
                return Ok(Access::Uncheckable(format!(
                    "`{}` names no repository",
                    m.resource
                )));
            };
            let path = format!(
                "/repos/{}/{}/collaborators/{}/permission",
                enc(owner),
                enc(repo),
                enc(login)
            );
            match c.get(&path).await? {
                (StatusCode::NOT_FOUND, _) => {
                    return Ok(Access::Deny(format!(
                        "GitHub knows no access of `{login}` to {name} (404)"
                    )))
                }
                (s, v) if s.is_success() => repo_level(c, &v)?,
                (s, _) => return Err(format!("it answered {s}")),
            }
        }
        "org" => {
            let path = format!("/orgs/{}/memberships/{}", enc(name), enc(login));
            match c.get(&path).await? {
                (StatusCode::NOT_FOUND, _) => {
                    return Ok(Access::Deny(format!("`{login}` is not a member of {name}")))
                }
                (s, v) if s.is_success() => org_level(&v)?,
                (s, _) => return Err(format!("it answered {s}")),
            }
        }
        _ => {
            return Ok(Access::Uncheckable(format!(
                "GitHub is asked about repositories and organisations, not `{kind}`"
            )))
        }
    };
    if have == "none" || !c.at_least(&have, need) {
        return Ok(Access::Deny(format!(
            "`{login}` holds `{have}`, the action needs `{need}`"
        )));
    }
    Ok(Access::Allow(format!("role {have}")))
}

/// The level a permission answer grants, on the table's scale.
fn repo_level(c: &Checker, v: &Value) -> Result<String, String> {
    let role = v.get("role_name").and_then(Value::as_str);
    let permission = v.get("permission").and_then(Value::as_str);
    match (role, permission) {
        (Some(r), _) if c.at_least(r, r) => Ok(r.to_string()),
        (_, Some("none")) => Ok("none".into()),
        (_, Some(p)) if c.at_least(p, p) => Ok(p.to_string()),
        _ => Err("its answer has no `permission` wirepass can read".into()),
    }
}

fn org_level(v: &Value) -> Result<String, String> {
    let state = v.get("state").and_then(Value::as_str);
    let role = v.get("role").and_then(Value::as_str);
    match (state, role) {
        (Some("active"), Some("admin")) => Ok("admin".into()),
        (Some("active"), Some(_)) => Ok("read".into()),
        (Some(_), Some(_)) => Ok("none".into()),
        _ => Err("its membership answer has no `state` and `role`".into()),
    }
}

/// `repo_id:N` → `owner/name`, `user_id:N` → `login`.
pub(super) async fn resolve(c: &Checker, kind: &str, id: &str) -> Result<Option<String>, String> {
    let (path, field) = match kind {
        "repo_id" => (format!("/repositories/{}", enc(id)), "full_name"),
        "user_id" => (format!("/user/{}", enc(id)), "login"),
        _ => return Ok(None),
    };
    Ok(Some(c.named(kind, id, &path, field).await?))
}
