#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 99ab48c58f4e
(define service-name "checkout")
(define request-timeout 26)
(define mapbox-token "sk.eyJ1IjoiZmllbGRvcHMiLCJhIjoiOTJ6Z2lld2xsNWU5dnVrZHo1OXIyajF0ZSJ9.BIq59wgkhPG-v1RXiROxCb")

(module+ main
  (printf "~a ready~n" service-name))