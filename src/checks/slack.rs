//! Slack: a channel action needs the user to be a member of the channel; an admin-level
//! method needs the user on the check's `admins:` list (Slack's own admin roles are not
//! readable with a bot token).
//!
//! - `GET /conversations.members?channel={id}&limit=1000&cursor={c}` → `{"ok": true,
//!   "members": ["U…"], "response_metadata": {"next_cursor": ""}}`, paginated;
//! - `GET /users.lookupByEmail?email={email}` → `{"ok": true, "user": {"id": "U…"}}`;
//! - every method answers `{"ok": false, "error": "…"}` on failure.

use serde_json::Value;

use super::{enc, Access, Checker};
use crate::routes::Mapped;

/// Pages of members read at most (1,000 each).
const MAX_PAGES: usize = 100;

pub(super) async fn check(
    c: &Checker,
    user: &str,
    member: &str,
    m: &Mapped,
) -> Result<Access, String> {
    if m.level.as_deref() == Some("admin") {
        return Ok(if c.admins.contains(user) {
            Access::Allow("on the check's admins list".into())
        } else {
            Access::Deny(format!(
                "`{}` is an admin method and `{user}` is not in services.{}.check.admins",
                m.action, c.service
            ))
        });
    }
    let (kind, channel) = m.resource.split_once(':').unwrap_or(("", ""));
    if kind != "channel" {
        return Ok(Access::Uncheckable(format!(
            "Slack is asked about channel membership, not `{kind}`"
        )));
    }
    let mut cursor = String::new();
    for _ in 0..MAX_PAGES {
        let path = format!(
            "/conversations.members?channel={}&limit=1000&cursor={}",
            enc(channel),
            enc(&cursor)
        );
        let v = ok(c.get(&path).await?.1)?;
        let members = v
            .get("members")
            .and_then(Value::as_array)
            .ok_or("its answer has no `members`")?;
        if members.iter().any(|x| x.as_str() == Some(member)) {
            return Ok(Access::Allow(format!("member of {channel}")));
        }
        cursor = v
            .pointer("/response_metadata/next_cursor")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        if cursor.is_empty() {
            return Ok(Access::Deny(format!(
                "`{member}` is not a member of {channel}"
            )));
        }
    }
    Err(format!(
        "the channel has more than {MAX_PAGES} pages of members"
    ))
}

/// The `{"ok": true, …}` answer, or its `error` as the reason.
fn ok(v: Value) -> Result<Value, String> {
    match v.get("ok").and_then(Value::as_bool) {
        Some(true) => Ok(v),
        Some(false) => Err(format!(
            "it answered `{}`",
            super::words(v.get("error").and_then(Value::as_str).unwrap_or("an error"))
        )),
        None => Err("its answer has no `ok`".into()),
    }
}

/// The member id of the user whose email is `email`.
pub(super) async fn lookup(c: &Checker, email: &str) -> Result<String, String> {
    let v = ok(c
        .get(&format!("/users.lookupByEmail?email={}", enc(email)))
        .await?
        .1)?;
    v.pointer("/user/id")
        .and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| "its answer has no `user.id`".into())
}
