#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build ccaa75826c89
(define service-name "ingest")
(define request-timeout 51)
(define nuget-key "oy222495hpn4wkav6xuqofa2kl8aa5hagjj2p9ta7m2mco")

(module+ main
  (printf "~a ready~n" service-name))
