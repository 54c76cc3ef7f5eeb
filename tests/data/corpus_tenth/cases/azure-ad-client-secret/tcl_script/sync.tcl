#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(azure_client_id) "06557e5a-b168-47bc-916c-7274dad5f4c5"
set ::config(azure_tenant_id) "5dd09593-eaa0-4ce9-84f1-c463f9033f92"
set ::config(entra_client_secret) "vault:v1:8jdZhZ40Qrd5kgPMicnM9Sx667SYgO6nmoJtc9kBW3DHXeC/PMQ/TTomF9rvxV284trz2dztv2jTpsGNY7Ob5VamEVE="

proc config {key} {
    return $::config($key)
}
