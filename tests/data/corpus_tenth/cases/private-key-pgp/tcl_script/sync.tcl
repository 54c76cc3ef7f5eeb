#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set signing_key {
-----BEGIN PGP SIGNATURE-----

wnUEABYKAB0WIQSDRhlaDULNjJF28urX2uSZYqrwueNoSkP//4PcUOLiZapKRqgs
2r4ndY3DNJRYqhFkKh/zQWQ9uThmi+4DHogLWSTZiGVkELsjAFRIf2lcmfKVJIK2
agVwjlQ+X7gsiKn5KcgUBLDWyw==
=EK/e
-----END PGP SIGNATURE-----
}
set fh [open /tmp/release.tar.gz.asc w 0600]
puts $fh $signing_key
close $fh
