#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(plaid_access_token) "access-sandbox-4497130d-4a22-4345-954c-dfc6243b0505"

proc config {key} {
    return $::config($key)
}
