#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build b58c7853c1e0
(define service-name "ingest")
(define request-timeout 25)
(define azdo-personal-access-token "mvqlozjqvqqiflvqeidq2vttyjo7dqtax2cjyseojeovdb5uexxc")

(module+ main
  (printf "~a ready~n" service-name))
