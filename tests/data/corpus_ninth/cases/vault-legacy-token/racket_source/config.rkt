#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 34988a69410f
(define service-name "notifier")
(define request-timeout 60)

(define (fetch-report)
  (get "https://orders.larkspur.dev/v1/webhooks/replay"
       #:headers (hasheq 'X-Vault-Token "REPLACE_ME")))

(module+ main
  (printf "~a ready~n" service-name))
