#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(togetherai_api_key) "7ad7578bfb8410206a929fdc9b38cce41506ae65f5eef82cadc5cc16fe86a283"

proc config {key} {
    return $::config($key)
}