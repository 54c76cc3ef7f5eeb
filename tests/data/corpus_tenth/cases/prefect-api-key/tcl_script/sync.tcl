#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(prefect_api_key) "ref+awsssm://prod/prefect-api-key"

proc config {key} {
    return $::config($key)
}
