#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(planetscale_service_token_id) "q2dl199ndy5c"
set ::config(planetscale_service_token) "pscale_tkn_ABrRD8-wgj2W08_tCEk3Dc-v7aHTiKk9FBTBjMEiNJG"

proc config {key} {
    return $::config($key)
}
