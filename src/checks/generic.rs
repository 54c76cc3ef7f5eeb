//! Any other system: `POST {url}` with `{"user", "groups", "service", "action",
//! "resource", "effect", "level"}` → `{"allow": bool, "reason": "…"}`.

use serde_json::{json, Value};

use super::{words, Access, Ask, Checker};

pub(super) async fn check(c: &Checker, user: &str, ask: &Ask<'_>) -> Result<Access, String> {
    let m = ask.mapped;
    let body = json!({
        "user": user,
        "groups": ask.groups,
        "service": m.service,
        "action": m.action,
        "resource": m.resource,
        "effect": m.effect.as_str(),
        "level": m.level,
    });
    let v = match c.post("", &body).await? {
        (s, v) if s.is_success() => v,
        (s, _) => return Err(format!("it answered {s}")),
    };
    let allow = v
        .get("allow")
        .and_then(Value::as_bool)
        .ok_or("its answer has no boolean `allow`")?;
    let reason = v
        .get("reason")
        .and_then(Value::as_str)
        .map(words)
        .unwrap_or_default();
    Ok(if allow {
        Access::Allow(if reason.is_empty() {
            "allowed".into()
        } else {
            reason
        })
    } else if reason.is_empty() {
        Access::Deny("the check service said no".into())
    } else {
        Access::Deny(reason)
    })
}
