//! Which tables are active: every builtin table, then the config's `services.NAME.routes`
//! (`builtin:NAME`, a file path, or `none` to switch a builtin off) and `services.NAME.hosts`
//! (replaces the table's hosts). The config key names the service. No host may be owned
//! by two tables.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use crate::section::{CompileError, ConfigError, KeyPath, SectionError};

use super::table::{check_host, Table};
use super::{builtin, Active, Router};

/// Names host conflicts in errors when no config file is involved.
const TABLES_SOURCE: &str = "<route tables>";

/// What the router reads of one service's section (`services.NAME`).
#[derive(Debug, Clone, Copy, Default)]
pub struct ServiceRoutes<'a> {
    /// `routes:`: `builtin:NAME`, a path, or `none`.
    pub routes: Option<&'a str>,
    /// `hosts:`: replaces the table's hosts.
    pub hosts: Option<&'a [String]>,
    /// `storage:`: replaces the table's storage hosts.
    pub storage: Option<&'a [String]>,
}

/// What compiling the routes needs from outside the services' sections.
#[derive(Debug, Clone, Copy)]
pub struct RoutesCtx<'a> {
    /// The folder route-table paths are resolved against.
    pub base_dir: &'a Path,
}

/// Loads the builtin tables, applies the services' settings, and indexes the hosts. Error
/// paths are relative to `services:` (`github.routes`, `github.hosts[1]`); an error inside
/// a route table names that table's file.
pub(super) fn compile(
    services: &BTreeMap<String, ServiceRoutes<'_>>,
    ctx: &RoutesCtx<'_>,
) -> Result<Router, CompileError> {
    let mut chosen: BTreeMap<String, Table> = BTreeMap::new();
    for (name, text) in builtin::TABLES {
        chosen.insert(
            name.to_string(),
            Table::parse(text, &builtin::source(name))?,
        );
    }
    let mut hosts: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut storage: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (name, svc) in services {
        let at = |key: &str| KeyPath::root().key(name.as_str()).key(key);
        match svc.routes.map(str::trim) {
            None => {}
            Some("none") => {
                chosen.remove(name);
                continue;
            }
            Some(spec) => {
                let mut table = match spec.strip_prefix("builtin:") {
                    Some(b) => match builtin::get(b) {
                        Some(text) => Table::parse(text, &builtin::source(b))?,
                        None => {
                            let names: Vec<&str> =
                                builtin::TABLES.iter().map(|(n, _)| *n).collect();
                            return Err(SectionError::new(
                                at("routes"),
                                format!("services.{name}.routes: no builtin table `{b}` (there are: {})", names.join(", ")),
                            ).into());
                        }
                    },
                    None => {
                        // `join` keeps an absolute path as it is.
                        let path = ctx.base_dir.join(spec);
                        let text = std::fs::read_to_string(&path).map_err(|e| {
                            SectionError::new(
                                at("routes"),
                                format!(
                                    "services.{name}.routes: cannot read {}: {e}",
                                    path.display()
                                ),
                            )
                        })?;
                        Table::parse(&text, &path)?
                    }
                };
                table.service = name.clone();
                chosen.insert(name.clone(), table);
            }
        }
        // `hosts:` and `storage:` replace the table's lists, host by host checked.
        for (key, list, into) in [
            ("hosts", svc.hosts, &mut hosts),
            ("storage", svc.storage, &mut storage),
        ] {
            let Some(list) = list else { continue };
            if !chosen.contains_key(name) {
                return Err(SectionError::new(
                    at(key),
                    format!("services.{name}.{key}: the service has no route table (set services.{name}.routes)"),
                ).into());
            }
            let mut checked = Vec::new();
            for (i, h) in list.iter().enumerate() {
                checked.push(check_host(h).map_err(|m| {
                    SectionError::new(at(key).index(i), format!("services.{name}.{key}: {m}"))
                })?);
            }
            into.insert(name.clone(), checked);
        }
    }
    let tables = chosen
        .into_iter()
        .map(|(name, table)| {
            let hosts = hosts.remove(&name).unwrap_or_else(|| table.hosts.clone());
            let storage = storage
                .remove(&name)
                .unwrap_or_else(|| table.storage.clone());
            Active {
                table,
                hosts,
                storage,
            }
        })
        .collect();
    Ok(index(tables).map_err(|m| SectionError::new(KeyPath::root(), m))?)
}

/// Builds a router from tables alone (no configuration file involved).
pub(super) fn from_tables(tables: Vec<Active>) -> Result<Router, ConfigError> {
    index(tables).map_err(|m| ConfigError::new(TABLES_SOURCE, m))
}

/// Indexes the hosts of the active tables; a host owned twice is an error.
fn index(tables: Vec<Active>) -> Result<Router, String> {
    let mut exact = HashMap::new();
    let mut wildcard: Vec<(String, usize)> = Vec::new();
    let mut owner: HashMap<String, usize> = HashMap::new();
    for (i, a) in tables.iter().enumerate() {
        for h in &a.hosts {
            if let Some(&j) = owner.get(h) {
                if j != i {
                    return Err(format!(
                            "host `{h}` is claimed by the {} table and the {} table; give one of them other hosts (services.NAME.hosts) or switch it off (routes: none)",
                            tables[j].table.service, a.table.service
                        ));
                }
                continue;
            }
            owner.insert(h.clone(), i);
            if h.starts_with("*.") {
                wildcard.push((h.clone(), i));
            } else {
                exact.insert(h.clone(), i);
            }
        }
    }
    wildcard.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
    Ok(Router {
        tables,
        exact,
        wildcard,
    })
}
