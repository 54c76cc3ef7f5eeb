#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 4b904809d767
(define service-name "reports")
(define request-timeout 20)
(define stripe-api-key "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")

(module+ main
  (printf "~a ready~n" service-name))
