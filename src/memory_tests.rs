use super::*;

#[test]
fn holds_count_against_the_request_and_the_budget_and_give_back_on_drop() {
    let budget = Budget::new(100, 60);
    let a = budget.account();
    let mut h = a.hold();
    h.set(40).unwrap();
    let mut h2 = a.hold();
    h2.set(20).unwrap();
    assert_eq!((a.held(), budget.held()), (60, 60));
    assert_eq!(h2.set(21), Err(Over::Request { cap: 60 }));
    assert_eq!(
        (a.held(), budget.held()),
        (60, 60),
        "a refusal moves nothing"
    );
    drop(h);
    assert_eq!((a.held(), budget.held()), (20, 20));
    drop(h2);
    assert_eq!((a.held(), budget.held()), (0, 0));
}

#[test]
fn the_budget_refuses_what_no_single_request_is_over() {
    let budget = Budget::new(100, 60);
    let (a, b) = (budget.account(), budget.account());
    let mut ha = a.hold();
    ha.set(60).unwrap();
    let mut hb = b.hold();
    assert_eq!(hb.set(41), Err(Over::Budget { total: 100 }));
    assert_eq!((b.held(), budget.held()), (0, 60));
    hb.set(40).unwrap();
    ha.shrink_to(10);
    hb.set(60).unwrap();
    assert_eq!(budget.held(), 70);
}

#[test]
fn shrinking_never_fails_and_set_is_idempotent() {
    let budget = Budget::new(10, 10);
    let mut h = budget.account().hold();
    h.set(10).unwrap();
    h.set(10).unwrap();
    h.set(3).unwrap();
    h.shrink_to(5);
    assert_eq!((h.bytes(), budget.held()), (3, 3));
    h.shrink_to(0);
    assert_eq!(budget.held(), 0);
}

#[test]
fn a_budget_apart_keeps_the_request_cap_and_is_not_spent_by_others() {
    let budget = Budget::new(100, 60);
    let mut full = budget.account().hold();
    full.set(60).unwrap();
    let mut other = budget.account().hold();
    other.set(40).unwrap();
    assert!(
        budget.account().hold().set(1).is_err(),
        "the budget is spent"
    );
    let apart = budget.apart();
    let mut again = apart.account().hold();
    again.set(60).unwrap();
    assert_eq!(again.set(61), Err(Over::Request { cap: 60 }));
    assert_eq!(budget.held(), 100, "nothing held apart is counted here");
}

#[test]
fn kept_bytes_hold_their_whole_hold_until_the_last_clone_drops() {
    let budget = Budget::new(1000, 1000);
    let mut h = budget.account().hold();
    h.set(200).unwrap();
    let kept = h.keeping(Bytes::from(vec![3u8; 200]));
    assert_eq!(budget.held(), 200);
    let clone = kept.clone();
    drop(kept);
    assert_eq!((budget.held(), &clone[..3]), (200, &[3u8; 3][..]));
    drop(clone);
    assert_eq!(budget.held(), 0);
    let mut empty = budget.account().hold();
    empty.set(5).unwrap();
    assert!(empty.keeping(Bytes::new()).is_empty());
    assert_eq!(budget.held(), 0, "nothing kept, nothing held");
}

#[test]
fn carried_bytes_stay_counted_until_the_last_clone_drops() {
    let budget = Budget::new(1000, 1000);
    let mut h = budget.account().hold();
    h.set(300).unwrap();
    let out = h.carry(vec![7u8; 200]);
    assert_eq!(
        (h.bytes(), budget.held()),
        (100, 300),
        "moved, not released"
    );
    let clone = out.slice(10..20);
    drop(out);
    assert_eq!(budget.held(), 300);
    assert_eq!(&clone[..], &[7u8; 10]);
    drop(clone);
    assert_eq!(budget.held(), 100);
    // More than the hold has: what it has goes along, nothing is counted twice.
    let out = h.carry(vec![1u8; 500]);
    assert_eq!((h.bytes(), budget.held()), (0, 100));
    drop(out);
    assert_eq!(budget.held(), 0);
    assert!(h.carry(Vec::new()).is_empty());
}

#[test]
fn concurrent_holds_never_pass_the_budget() {
    let budget = Budget::new(1 << 20, 1 << 20);
    let peak = Arc::new(AtomicUsize::new(0));
    let threads: Vec<_> = (0..8)
        .map(|i| {
            let (budget, peak) = (budget.clone(), peak.clone());
            std::thread::spawn(move || {
                let a = budget.account();
                let mut holds = Vec::new();
                for n in 0..2000usize {
                    let mut h = a.hold();
                    if h.set(1000 + (n * 7 + i) % 5000).is_ok() {
                        holds.push(h);
                    }
                    peak.fetch_max(budget.held(), Ordering::AcqRel);
                    if n % 3 == 0 {
                        holds.pop();
                    }
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    assert!(peak.load(Ordering::Acquire) <= 1 << 20);
    assert_eq!(budget.held(), 0, "every hold gave its bytes back");
}

#[test]
fn refusals_say_whose_limit_and_how_to_raise_it() {
    let r = Over::Request { cap: 4 << 20 }.refusal("the compressed body");
    assert_eq!((r.code, r.status().as_u16()), (Code::TooLarge, 413));
    assert!(
        r.reason.contains("limits.request_memory (4 MiB)"),
        "{}",
        r.reason
    );
    assert_eq!(r.retry_after, None);
    let r = Over::Budget { total: 256 << 20 }.refusal("the compressed body");
    assert_eq!((r.code, r.status().as_u16()), (Code::Overloaded, 503));
    assert!(
        r.reason.contains("limits.memory_budget, 256 MiB"),
        "{}",
        r.reason
    );
    assert_eq!(r.retry_after, Some(1));
}

#[test]
fn sizes_read_as_people_write_them() {
    for (n, text) in [
        (8 << 20, "8 MiB"),
        (1536 << 10, "1536 KiB"),
        (100, "100 bytes"),
        (0, "0 bytes"),
    ] {
        assert_eq!(size_text(n), text);
    }
}

#[test]
fn room_is_what_the_cap_leaves_and_holding_it_is_judged_on_the_budget() {
    let budget = Budget::new(100, 60);
    let (a, b) = (budget.account(), budget.account());
    assert_eq!(a.room(), 60);
    let mut ha = a.hold();
    ha.set(50).unwrap();
    assert_eq!((a.room(), b.room()), (10, 60));
    // b's room is its cap's, but only what the budget leaves can be held.
    let mut hb = b.hold();
    assert_eq!(hb.set(b.room()), Err(Over::Budget { total: 100 }));
    hb.set(50).unwrap();
    assert_eq!(b.room(), 10);
}
