#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(refresh_token) "1//0t8OC-EZLHtDE-lQhX_G0Mf-co5goYzn2NL1athhuit3Xi3Wvdq8ZmzZle2FM5apExvsvDUCgX-miXD9ZGLXB0W9QGxpJchf9v"

proc config {key} {
    return $::config($key)
}
