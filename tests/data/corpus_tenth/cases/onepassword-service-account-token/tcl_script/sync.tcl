#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set ::config(op_service_account_token) "vault:v1:jlXuSdTGelHjWspVDh3uU/YOacF24QmM4KoiYIRQ/3LaflSLilKpERWregphrOWm+NTxM4u2Odfwm33oDf9HyDynMPkjIF33yKUrQBfvbiRV69BG1To2CHxQTs7Kf3gukvhEYoi3U4uCBmTE2ekH4ERWFy/90bBebuO/UF/T/UMSbwGJzZdu5+3yUe/Hs3xn/k8c5S8zugQPZa4QdcmYnaSpwlwyNj05nzF57nqRuXBkuDtRbI7SKtlxESp1y71DyE+BKlRA5yjq8JnfwWMU37l4oYO+DJtChncO/O3VVyZ8efOuvas+4jJkgXoedfh8A1CKB0y9L1BYlRbDOz3XlcJIXn0iX2znfA01fxtBWVlrl3ys+/teFb8GV7x/2NjBTJO90nG/xKGHimlMRp7Jj+n3mDOD9UG36S4kk/6VuXM6YuCvlh9LZ+m09ps2VmYT5yy6gfRIzmuChBLzzc7wl63ePsFP12m8cWBnH1AXBchaPP5f6G4ncH1rhVtnRZH6UJsD+Gikw/1O1uQ1xBjauxo9OCemDAeGe68pg4ADU2piIRWCa/panRxHI/BCIuZ1b7CxYS5z82dEPncw4zyG/xm+OBvIyXjke9/JzZwvmNkuJ4yQ8rIqHzQ6"

proc config {key} {
    return $::config($key)
}
