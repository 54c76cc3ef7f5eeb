#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 006bc27bcc35
(define service-name "reports")
(define request-timeout 59)
(define supabase-secret-key "sb_secret_fqvA0GFcF3BV6quB6-qDjQ_hoQxAGMX")

(module+ main
  (printf "~a ready~n" service-name))