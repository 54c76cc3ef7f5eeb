use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::*;

const HYPER_400: &[u8] =
    b"HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\ndate: Thu, 03 Dec 2026 08:30:59 GMT\r\n\r\n";

/// Writes `writes` through an [`Answering`] and returns what the client received.
async fn through(answers: &Answers, writes: &[&[u8]]) -> String {
    let (client, server) = tokio::io::duplex(1 << 16);
    let mut w = Answering::new(server, answers.clone());
    for chunk in writes {
        w.write_all(chunk).await.unwrap();
    }
    w.shutdown().await.unwrap();
    drop(w);
    let mut out = String::new();
    let mut client = client;
    client.read_to_string(&mut out).await.unwrap();
    out
}

#[tokio::test]
async fn hypers_own_answer_becomes_the_refusal_format() {
    let answers = Answers::default();
    let got = through(&answers, &[HYPER_400]).await;
    assert!(got.starts_with("HTTP/1.1 400 Bad Request\r\n"), "{got}");
    assert!(got.contains("x-wirepass-refused: bad_request\r\n"), "{got}");
    assert!(got.contains("content-type: application/json\r\n"), "{got}");
    assert!(got.contains("connection: close\r\n"), "{got}");
    let (head, body) = got.split_once("\r\n\r\n").unwrap();
    let len: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length: "))
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(len, body.len(), "{got}");
    let json: serde_json::Value = serde_json::from_str(body).unwrap();
    assert_eq!(json["refused"]["code"], "bad_request");
    let refusal = answers
        .answered()
        .expect("the refusal is kept for the record");
    assert_eq!(json["refused"]["request_id"], refusal.request_id.unwrap());
}

#[tokio::test]
async fn a_head_too_large_is_too_large() {
    let answers = Answers::default();
    let head = b"HTTP/1.1 431 Request Header Fields Too Large\r\nconnection: close\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
    let got = through(&answers, &[head]).await;
    assert!(got.contains("x-wirepass-refused: too_large\r\n"), "{got}");
    assert!(got.contains("limits.max_header_bytes"), "{got}");
}

#[tokio::test]
async fn a_response_the_service_returned_passes_untouched() {
    let answers = Answers::default();
    // The origin's own bare 400, forwarded: the service owed it, so it is not hyper's.
    answers.owe();
    let got = through(&answers, &[HYPER_400]).await;
    assert_eq!(got.as_bytes(), HYPER_400);
    assert!(answers.answered().is_none());
    // Paid back: the next bare 400 with nothing owed is hyper's again.
    let got = through(&answers, &[HYPER_400]).await;
    assert!(got.contains("x-wirepass-refused"), "{got}");
}

#[tokio::test]
async fn an_interim_head_owes_nothing_and_a_switch_ends_the_watch() {
    let answers = Answers::default();
    answers.owe();
    let continue_then_400 = [&b"HTTP/1.1 100 Continue\r\n\r\n"[..], HYPER_400];
    let got = through(&answers, &continue_then_400).await;
    assert!(
        !got.contains("x-wirepass-refused"),
        "the 400 was owed: {got}"
    );

    let answers = Answers::default();
    answers.owe();
    let switch = b"HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\n\r\n";
    // After the switch the bytes are another protocol's, whatever they look like.
    let got = through(&answers, &[switch, HYPER_400]).await;
    assert!(
        got.ends_with(std::str::from_utf8(HYPER_400).unwrap()),
        "{got}"
    );
    assert!(answers.answered().is_none());
}

#[tokio::test]
async fn a_body_that_only_resembles_hypers_answer_passes() {
    let answers = Answers::default();
    answers.owe();
    // Body bytes that start like a bare 400 but are more than a head are not hyper's.
    let body = [HYPER_400, b"more"].concat();
    let head = format!("HTTP/1.1 200 OK\r\ncontent-length: {}\r\n\r\n", body.len());
    let got = through(&answers, &[head.as_bytes(), &body]).await;
    assert!(!got.contains("x-wirepass-refused"), "{got}");
    assert!(got.ends_with("more"), "{got}");
}
