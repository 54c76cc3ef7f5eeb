#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(yandex_api_key) "AQVN-liwUXwiqip9pklynvUCx4XZZtGGEqbgKK602c"

proc config {key} {
    return $::config($key)
}