use super::*;

fn cache(capacity: usize) -> (tempfile::TempDir, Arc<LeafCache>) {
    let dir = tempfile::tempdir().unwrap();
    let ca = Ca::init(dir.path(), false).unwrap();
    (dir, Arc::new(LeafCache::new(ca, capacity)))
}

#[test]
fn a_host_is_minted_once_even_under_concurrency() {
    let (_d, cache) = cache(16);
    let handles: Vec<_> = (0..32)
        .map(|_| {
            let c = cache.clone();
            std::thread::spawn(move || c.get("new.example.com").unwrap())
        })
        .collect();
    let leaves: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_eq!(cache.minted(), 1);
    assert!(leaves.iter().all(|l| Arc::ptr_eq(l, &leaves[0])));
}

#[test]
fn the_cache_stays_within_its_bound() {
    let (_d, cache) = cache(3);
    for i in 0..10 {
        assert!(cache.get(&format!("h{i}.example.com")).is_some());
    }
    assert!(cache.entries.len() <= 3);
    assert_eq!(cache.minted(), 10);
    // The newest host is still cached.
    cache.get("h9.example.com").unwrap();
    assert_eq!(cache.minted(), 10);
}

#[test]
fn unmintable_hosts_give_none() {
    let (_d, cache) = cache(4);
    assert!(cache.get("bad host").is_none());
    assert_eq!(cache.minted(), 0);
}
