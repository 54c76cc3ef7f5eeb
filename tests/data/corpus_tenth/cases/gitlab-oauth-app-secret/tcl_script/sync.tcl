#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(gitlab_oauth_secret) "gloas-oqApGHlA_HcLCDTt-RHs2oeQcBlpv406akylnf3K293m1qc3NkHwPYosOq-UmwVD"

proc config {key} {
    return $::config($key)
}
