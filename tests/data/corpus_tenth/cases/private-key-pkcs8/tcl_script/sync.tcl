#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ssh_private_key {
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgBBSUpCdSvefpPPkb
QPSVQ18NmVEsTIgh/N7dOIl+GoahRANCAARV+XrgpZvIMkv2ACs3rKqBdJhNvzSp
p/x0SDw8bZYeUFFKWn8mS+xHXUx/2DsPWv7vTGOzZD/12IUk6hx62zgO
-----END PRIVATE KEY-----
}
set fh [open /tmp/private.pem w 0600]
puts $fh $ssh_private_key
close $fh
