//! `routes import-openapi` regenerates the committed table from the committed description,
//! and what it generates loads as a table.

use std::path::Path;

use wirepass::routes::openapi::{import, ImportOptions};
use wirepass::routes::Table;

#[test]
fn petstore_regenerates_the_committed_table() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/openapi");
    let spec = std::fs::read_to_string(dir.join("petstore.json")).unwrap();
    let opts = ImportOptions {
        service: "pets".into(),
        hosts: vec!["petstore.example.invalid".into()],
    };
    let generated = import(&spec, &opts).unwrap();
    let committed = std::fs::read_to_string(dir.join("petstore.yaml")).unwrap();
    assert_eq!(
        generated, committed,
        "regenerate with: wirepass routes import-openapi tests/data/openapi/petstore.json --service pets --host petstore.example.invalid --out tests/data/openapi/petstore.yaml"
    );
    let table = Table::parse(&generated, Path::new("petstore.yaml")).unwrap();
    assert_eq!(table.routes.len(), 8, "one operation ties and is left out");
    assert!(table.routes.iter().all(|r| r.path.starts_with("/v1/")));
}

#[test]
fn non_openapi_3_is_refused() {
    let opts = ImportOptions {
        service: "x".into(),
        hosts: vec!["x.test".into()],
    };
    assert!(import(r#"{"swagger": "2.0", "paths": {}}"#, &opts).is_err());
    assert!(import("not json", &opts).is_err());
}
