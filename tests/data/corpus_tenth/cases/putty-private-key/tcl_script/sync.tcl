#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set jumpbox_ppk {
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: ed25519-key-20240712
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIIWA5bRG3JaA8tY+Fc+Bj42BwlWRiAZoj4QrmXjq
2JAe
Private-Lines: 1
<removed>
Private-MAC: <removed>
}
set fh [open /tmp/deploy.ppk w 0600]
puts $fh $jumpbox_ppk
close $fh