#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 890c123eab1d
(define service-name "reports")
(define request-timeout 10)
(define artifactory-password "AKCp84dDRgFa9hAzWcAi1Vd6mdtYbo9Dj4vMyoFhSwbzyCI6KY7MrvjXkys3YmpveT0SPuVLh")

(module+ main
  (printf "~a ready~n" service-name))