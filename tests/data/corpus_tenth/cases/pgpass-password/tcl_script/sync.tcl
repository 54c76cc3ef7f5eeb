#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set pgpass {
db-replica.internal:5432:orders:ci-bot:t2hP6aryYsb7wR1Hi
10.0.3.12:5432:orders:priya.n:1CI5ndDjevii9xME
pg.kestrelworks.io:5432:ledger:etl_reader:Kwfwaln8TWXu_@
}
set fh [open /tmp/.pgpass w 0600]
puts $fh $pgpass
close $fh
