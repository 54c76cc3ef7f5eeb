#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build a6835bdc842d
(define service-name "webhooks")
(define request-timeout 10)
(define hec-token "6891bfb3-...")

(module+ main
  (printf "~a ready~n" service-name))