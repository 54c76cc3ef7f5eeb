#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(maxmind_account_id) "561684"
set ::config(maxmind_license_key) "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"

proc config {key} {
    return $::config($key)
}
