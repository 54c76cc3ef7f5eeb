#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build f7bdbb049aff
(define service-name "notifier")
(define request-timeout 12)
(define cerebras-key "[MASKED]")

(module+ main
  (printf "~a ready~n" service-name))
