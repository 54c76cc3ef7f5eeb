#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(pplx_key) "sm://kestrel-prod/perplexity-api-key"

proc config {key} {
    return $::config($key)
}
