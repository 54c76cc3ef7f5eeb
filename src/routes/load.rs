//! Which tables are active: every builtin table, then the config's `services.NAME.routes`
//! (`builtin:NAME`, a file path, or `none` to switch a builtin off) and `services.NAME.hosts`
//! (replaces the table's hosts). The config key names the service. No host may be owned
//! by two tables.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use crate::config::{Config, ConfigError};

use super::table::{check_host, Table};
use super::{builtin, Active, Router};

/// Names host conflicts in errors when no config file is involved.
const TABLES_SOURCE: &str = "<route tables>";

/// Loads the builtin tables, applies the config's services, and indexes the hosts.
pub(super) fn from_config(config: &Config) -> Result<Router, ConfigError> {
    let mut chosen: BTreeMap<String, Table> = BTreeMap::new();
    for (name, text) in builtin::TABLES {
        chosen.insert(
            name.to_string(),
            Table::parse(text, &builtin::source(name))?,
        );
    }
    let mut hosts: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (name, svc) in &config.file.services {
        let key = format!("{name}:");
        match svc.routes.as_deref().map(str::trim) {
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
                            return Err(config.error_at_key(
                                &key,
                                format!("services.{name}.routes: no builtin table `{b}` (there are: {})", names.join(", ")),
                            ));
                        }
                    },
                    None => {
                        let path = config.resolve_path(Path::new(spec));
                        let text = std::fs::read_to_string(&path).map_err(|e| {
                            config.error_at_key(
                                &key,
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
        if let Some(list) = &svc.hosts {
            if !chosen.contains_key(name) {
                return Err(config.error_at_key(
                    &key,
                    format!("services.{name}.hosts: the service has no route table (set services.{name}.routes)"),
                ));
            }
            let mut checked = Vec::new();
            for h in list {
                checked.push(check_host(h).map_err(|m| {
                    config.error_at_key(&key, format!("services.{name}.hosts: {m}"))
                })?);
            }
            hosts.insert(name.clone(), checked);
        }
    }
    let tables = chosen
        .into_iter()
        .map(|(name, table)| {
            let hosts = hosts.remove(&name).unwrap_or_else(|| table.hosts.clone());
            Active { table, hosts }
        })
        .collect();
    index(tables).map_err(|mut e| {
        if e.file == Path::new(TABLES_SOURCE) {
            e.file = config.source.clone();
        }
        e
    })
}

/// Indexes the hosts of the active tables; a host owned twice is an error.
pub(super) fn index(tables: Vec<Active>) -> Result<Router, ConfigError> {
    let mut exact = HashMap::new();
    let mut wildcard: Vec<(String, usize)> = Vec::new();
    let mut owner: HashMap<String, usize> = HashMap::new();
    for (i, a) in tables.iter().enumerate() {
        for h in &a.hosts {
            if let Some(&j) = owner.get(h) {
                if j != i {
                    return Err(ConfigError::new(
                        TABLES_SOURCE,
                        format!(
                            "host `{h}` is claimed by the {} table and the {} table; give one of them other hosts (services.NAME.hosts) or switch it off (routes: none)",
                            tables[j].table.service, a.table.service
                        ),
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
