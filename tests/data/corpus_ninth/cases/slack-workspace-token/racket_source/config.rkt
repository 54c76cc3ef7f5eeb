#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 0e4005cce70e
(define service-name "checkout")
(define request-timeout 37)
(define slack-refresh-token "xoxa-2-65471678751-743688360450-6937210778170-5991ae4a5cb5a2b51dceeed99323cc64e75c34815658f2af0eab42eb43edfcfd")

(module+ main
  (printf "~a ready~n" service-name))
