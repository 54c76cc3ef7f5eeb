#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 081594733c31
(define service-name "webhooks")
(define request-timeout 37)
(define alibaba-cloud-access-key-id "LTAIU9EVwUkjCB8LciPCoWuT")
(define alibaba-cloud-access-key-secret "TbTV52Ka4DJWokfLt7w9vum6TXTdZT")

(module+ main
  (printf "~a ready~n" service-name))
