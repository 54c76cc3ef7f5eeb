#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build c03a0e2396e8
(define service-name "orders")
(define request-timeout 24)
(define gh-token "REPLACE_ME")

(module+ main
  (printf "~a ready~n" service-name))
