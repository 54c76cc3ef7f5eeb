#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(slack_config_refresh_token) "xoxe.xoxp-1-MtNaSFMXbmJgxLkyyYDNWHKDmsQCzIH2JyCy88ctInuXPR5bhNlHrkwScd22pLGRjW4QnnYytMNbJfJwH48jLMAhmXoV1U1HZuAB8shmEtXMu6ISI64sX6QAAQpIIxls2A8rPyJbFKLBGIU5NYs19nQ7TfizytPP9A84"

proc config {key} {
    return $::config($key)
}
