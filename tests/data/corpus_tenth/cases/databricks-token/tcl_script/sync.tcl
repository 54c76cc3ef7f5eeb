#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(dbx_token) "dapi4fa87ffbb993a9aa77684e555c81fcfb-2"

proc config {key} {
    return $::config($key)
}
