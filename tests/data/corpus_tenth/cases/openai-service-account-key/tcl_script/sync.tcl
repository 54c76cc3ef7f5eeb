#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(openai_key) "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"

proc config {key} {
    return $::config($key)
}