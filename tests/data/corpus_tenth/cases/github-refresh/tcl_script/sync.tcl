#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(github_refresh_token) "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"

proc config {key} {
    return $::config($key)
}
