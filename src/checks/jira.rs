//! Jira Cloud: `POST /rest/api/3/permissions/check` with the user's account id and the
//! permission the action needs on the issue or project (by numeric id), or a global
//! permission for site administration.
//!
//! - The request: `{"accountId", "projectPermissions": [{"permissions": [KEY], "issues":
//!   [id]}]}` (or `"projects": [id]`), or `{"accountId", "globalPermissions": ["ADMINISTER"]}`.
//! - The answer: `{"projectPermissions": [{"permission": KEY, "issues": [ids held],
//!   "projects": [ids held]}], "globalPermissions": [keys held]}`.
//! - Keys and ids: `GET /rest/api/3/issue/{idOrKey}?fields=` → `{"id", "key"}`,
//!   `GET /rest/api/3/project/{idOrKey}` → `{"id", "key"}` (cached like names).
//! - Lookup by email: `GET /rest/api/3/user/search?query={email}` → `[{"accountId"}]`.
//!
//! Jira's permissions are not one scale, so the permission comes from the action
//! (`comments.create` → `ADD_COMMENTS`), or from `check.permissions` where set.

use http::StatusCode;
use serde_json::{json, Value};

use super::{enc, Access, Checker};
use crate::routes::{Effect, Mapped};

/// The permission key an action needs (`check.permissions` first).
pub(super) fn need(c: &Checker, m: &Mapped) -> String {
    if let Some(k) = c.permissions.get(&m.action) {
        return k.clone();
    }
    match m.level.as_deref() {
        Some("site_admin") => return "ADMINISTER".into(),
        Some("project_admin") => return "ADMINISTER_PROJECTS".into(),
        _ => {}
    }
    if m.effect == Effect::Read {
        return "BROWSE_PROJECTS".into();
    }
    let key = match m.action.as_str() {
        "issues.create" | "issues.create_bulk" => "CREATE_ISSUES",
        "issues.delete" => "DELETE_ISSUES",
        "issues.assign" => "ASSIGN_ISSUES",
        "issues.add_watcher" | "issues.remove_watcher" => "MANAGE_WATCHERS",
        "issues.add_vote" => "BROWSE_PROJECTS",
        "comments.create" => "ADD_COMMENTS",
        "comments.update" => "EDIT_ALL_COMMENTS",
        "comments.delete" => "DELETE_ALL_COMMENTS",
        "transitions.do" => "TRANSITION_ISSUES",
        "worklogs.create" => "WORK_ON_ISSUES",
        "worklogs.update" => "EDIT_ALL_WORKLOGS",
        "worklogs.delete" => "DELETE_ALL_WORKLOGS",
        "attachments.add" => "CREATE_ATTACHMENTS",
        "attachments.delete" => "DELETE_ALL_ATTACHMENTS",
        "issue_links.create" | "issue_links.delete" => "LINK_ISSUES",
        a if a.starts_with("projects.") => "ADMINISTER_PROJECTS",
        _ => "EDIT_ISSUES",
    };
    key.into()
}

pub(super) async fn check(c: &Checker, account: &str, m: &Mapped) -> Result<Access, String> {
    let key = need(c, m);
    if key == "ADMINISTER" {
        let body = json!({"accountId": account, "globalPermissions": ["ADMINISTER"]});
        let v = answer(c, &body).await?;
        let held = v
            .get("globalPermissions")
            .and_then(Value::as_array)
            .ok_or("its answer has no `globalPermissions`")?
            .iter()
            .any(|k| k.as_str() == Some("ADMINISTER"));
        return Ok(verdict(held, account, &key, "the site"));
    }
    let (kind, name) = m.resource.split_once(':').unwrap_or(("", ""));
    let (field, id) = match kind {
        "issue" => ("issues", id_of(c, "issue", name).await?),
        "project" => ("projects", id_of(c, "project", name).await?),
        _ => {
            return Ok(Access::Uncheckable(format!(
                "Jira is asked about issues and projects, not `{kind}`"
            )))
        }
    };
    let Some(id) = id else {
        return Ok(Access::Deny(format!("Jira knows no {kind} `{name}` (404)")));
    };
    let body = json!({
        "accountId": account,
        "projectPermissions": [{"permissions": [key], field: [id]}],
    });
    let v = answer(c, &body).await?;
    let entries = v
        .get("projectPermissions")
        .and_then(Value::as_array)
        .ok_or("its answer has no `projectPermissions`")?;
    let held = entries.iter().any(|e| {
        e.get("permission").and_then(Value::as_str) == Some(key.as_str())
            && e.get(field)
                .and_then(Value::as_array)
                .is_some_and(|ids| ids.iter().any(|x| x.as_i64() == Some(id)))
    });
    Ok(verdict(held, account, &key, &format!("{kind} {name}")))
}

fn verdict(held: bool, account: &str, key: &str, on: &str) -> Access {
    if held {
        Access::Allow(format!("holds {key}"))
    } else {
        Access::Deny(format!("account `{account}` does not hold {key} on {on}"))
    }
}

async fn answer(c: &Checker, body: &Value) -> Result<Value, String> {
    match c.post("/rest/api/3/permissions/check", body).await? {
        (s, v) if s.is_success() => Ok(v),
        (StatusCode::NOT_FOUND, _) => Err("it knows no such account (404)".into()),
        (s, _) => Err(format!("it answered {s}")),
    }
}

/// The numeric id of an issue or project named by key or id; `None` when Jira knows none.
async fn id_of(c: &Checker, kind: &str, name: &str) -> Result<Option<i64>, String> {
    let text = c
        .remembered(&format!("{kind}_id"), name, || async {
            let (id, _) = lookup_item(c, kind, name).await?;
            Ok(id)
        })
        .await?;
    Ok(text.parse().ok())
}

/// (id, key) of an issue or project; an id of `""` when Jira answered 404.
async fn lookup_item(c: &Checker, kind: &str, name: &str) -> Result<(String, String), String> {
    let path = match kind {
        "issue" => format!("/rest/api/3/issue/{}?fields=", enc(name)),
        _ => format!("/rest/api/3/project/{}", enc(name)),
    };
    match c.get(&path).await? {
        (StatusCode::NOT_FOUND, _) => Ok((String::new(), String::new())),
        (s, v) if s.is_success() => {
            let id = v.get("id").and_then(Value::as_str).map(str::to_string);
            let key = v.get("key").and_then(Value::as_str).map(str::to_string);
            match (id, key) {
                (Some(i), Some(k)) if i.bytes().all(|b| b.is_ascii_digit()) => Ok((i, k)),
                _ => Err(format!("its {kind} answer has no numeric `id` and `key`")),
            }
        }
        (s, _) => Err(format!("it answered {s}")),
    }
}

/// `issue:10010` → the key, `project:10000` → the project's.
pub(super) async fn resolve(c: &Checker, kind: &str, id: &str) -> Result<Option<String>, String> {
    if !matches!(kind, "issue" | "project") {
        return Ok(None);
    }
    let key = c
        .remembered(&format!("{kind}_key"), id, || async {
            match lookup_item(c, kind, id).await? {
                (_, k) if !k.is_empty() => Ok(k),
                _ => Err(format!("Jira knows no {kind} with id {id}")),
            }
        })
        .await?;
    Ok(Some(key))
}

/// The account id of the user whose email is `email`: exactly one match, or none.
pub(super) async fn lookup(c: &Checker, email: &str) -> Result<String, String> {
    match c
        .get(&format!("/rest/api/3/user/search?query={}", enc(email)))
        .await?
    {
        (s, Value::Array(users)) if s.is_success() => {
            let ids: Vec<&str> = users
                .iter()
                .filter(|u| {
                    u.get("emailAddress")
                        .and_then(Value::as_str)
                        .is_none_or(|e| e.eq_ignore_ascii_case(email))
                })
                .filter_map(|u| u.get("accountId").and_then(Value::as_str))
                .collect();
            match ids.as_slice() {
                [one] => Ok((*one).to_string()),
                [] => Err(format!("Jira knows no user `{email}`")),
                _ => Err(format!("Jira has several users matching `{email}`")),
            }
        }
        (s, _) if s.is_success() => Err("its user search answer is not a list".into()),
        (s, _) => Err(format!("it answered {s}")),
    }
}
