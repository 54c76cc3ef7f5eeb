#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(harness_platform_api_key) "vault:v1:1Yt8rGZmSq429ExkNlpFMeXFNCKLKG7f1hq/SLl4XZ5vo4EhsZ8ACl6A4Vus9kVOsUO5X1ZLfFf7gqdghgbInBrRfverXHc3c9ot/M0ZY/fqA+8q"

proc config {key} {
    return $::config($key)
}
