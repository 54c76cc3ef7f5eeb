#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 5a3c5181a824
(define service-name "ingest")
(define request-timeout 34)
(define figma-token "$__file{/run/secrets/figma_token}")

(module+ main
  (printf "~a ready~n" service-name))
