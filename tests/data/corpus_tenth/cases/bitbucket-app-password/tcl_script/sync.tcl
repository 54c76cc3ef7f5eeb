#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(bitbucket_username) "deploy"
set ::config(bitbucket_password) "ATBB3tnthh8NCQ20Nh42iraavP1CB8601F72"

proc config {key} {
    return $::config($key)
}
