#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(firecrawl_key) "fc-6adf00940f9d2e375e8bd9b30a480604"

proc config {key} {
    return $::config($key)
}
