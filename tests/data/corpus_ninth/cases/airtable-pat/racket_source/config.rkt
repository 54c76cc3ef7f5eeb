#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 6f9666e88dba
(define service-name "notifier")
(define request-timeout 32)
(define airtable-api-key "****6a28")

(module+ main
  (printf "~a ready~n" service-name))
