#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(shippo_token) "shippo_test_0f02a9d4f3881d53cfc1fb2c4bfc2522d102c630"

proc config {key} {
    return $::config($key)
}
