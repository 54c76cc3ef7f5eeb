//! The stand-in for an OpenAI-compatible API: `POST /v1/chat/completions` answers a
//! `chat.completion` object in the documented shape (id, object, created, model, choices
//! with an assistant message and a finish reason, usage), enough for the official SDKs to
//! parse. The reply names the model and repeats the last user message, so a test can tell
//! that its own request came back.

use http::{header, HeaderValue, Response, StatusCode};
use serde_json::{json, Value};

use super::body::{full, OriginBody};

/// The path it answers.
pub const CHAT_COMPLETIONS: &str = "/v1/chat/completions";

/// The assistant's reply to `body` (a chat completion request), or 400 in OpenAI's error
/// shape when the body is not a request with a model and messages.
pub fn chat_completion(body: &[u8]) -> Response<OriginBody> {
    let request: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
    let (Some(model), Some(messages)) = (
        request["model"].as_str(),
        request["messages"].as_array().filter(|m| !m.is_empty()),
    ) else {
        let error = json!({"error": {
            "message": "a chat completion needs `model` and a non-empty `messages` list",
            "type": "invalid_request_error", "param": null, "code": null,
        }});
        return answer(StatusCode::BAD_REQUEST, &error);
    };
    let last_user = messages
        .iter()
        .rev()
        .find(|m| m["role"] == "user")
        .and_then(|m| m["content"].as_str())
        .unwrap_or_default();
    let content = format!("{model} heard: {last_user}");
    // Whitespace-separated words stand in for tokens: the numbers only need to add up.
    let prompt_tokens = messages
        .iter()
        .filter_map(|m| m["content"].as_str())
        .map(|c| c.split_whitespace().count())
        .sum::<usize>();
    let completion_tokens = content.split_whitespace().count();
    let completion = json!({
        "id": "chatcmpl-wirepass-origin",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": model,
        "system_fingerprint": null,
        "choices": [{
            "index": 0,
            "message": {"role": "assistant", "content": content, "refusal": null},
            "logprobs": null,
            "finish_reason": "stop",
        }],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    });
    answer(StatusCode::OK, &completion)
}

fn answer(status: StatusCode, json: &Value) -> Response<OriginBody> {
    let mut resp = Response::new(full(json.to_string()));
    *resp.status_mut() = status;
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    resp
}

#[cfg(test)]
mod tests {
    use http_body_util::BodyExt;

    use super::*;

    async fn json_of(resp: Response<OriginBody>) -> (u16, Value) {
        let status = resp.status().as_u16();
        let bytes = resp.into_body().collect().await.unwrap().to_bytes();
        (status, serde_json::from_slice(&bytes).unwrap())
    }

    #[tokio::test]
    async fn a_request_gets_a_completion_in_the_documented_shape() {
        let body = br#"{"model":"gpt-4o-mini","messages":[{"role":"system","content":"be brief"},{"role":"user","content":"say hi"}]}"#;
        let (status, c) = json_of(chat_completion(body)).await;
        assert_eq!(status, 200);
        assert_eq!(c["object"], "chat.completion");
        assert_eq!(c["model"], "gpt-4o-mini");
        let choice = &c["choices"][0];
        assert_eq!(choice["message"]["role"], "assistant");
        assert_eq!(choice["message"]["content"], "gpt-4o-mini heard: say hi");
        assert_eq!(choice["finish_reason"], "stop");
        let usage = &c["usage"];
        assert_eq!(usage["prompt_tokens"], 4);
        assert_eq!(usage["completion_tokens"], 4);
        assert_eq!(usage["total_tokens"], 8);
    }

    #[tokio::test]
    async fn a_body_without_model_or_messages_is_a_400_in_openais_error_shape() {
        for body in [
            &b"not json"[..],
            br#"{"model":"m","messages":[]}"#,
            br#"{"messages":[{"role":"user","content":"x"}]}"#,
        ] {
            let (status, e) = json_of(chat_completion(body)).await;
            assert_eq!(status, 400, "{}", String::from_utf8_lossy(body));
            assert_eq!(e["error"]["type"], "invalid_request_error");
        }
    }
}
