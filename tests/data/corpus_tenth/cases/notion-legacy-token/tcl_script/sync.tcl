#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(notion_api_key) "secret_MB3a8Bzp850XpxdfNw3qPpQHihh58bXaXOHitEDOHK8"

proc config {key} {
    return $::config($key)
}
