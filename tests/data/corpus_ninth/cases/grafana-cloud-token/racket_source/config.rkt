#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 90df60d64c4d
(define service-name "notifier")
(define request-timeout 52)
(define grafana-cloud-access-policy-token "glc_eyJvIjoiOTIzOTgzMiIsIm4iOiJzdGFjay02MzI1NDMtaG0tcmVhZCIsImsiOiJRRnZxT285UHp2Uk5CeTNOdkZMUG45Y20iLCJtIjp7InIiOiJwcm9kLXVzLWVhc3QtMCJ9fQ==")

(module+ main
  (printf "~a ready~n" service-name))
