#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 44dcf479e7b8
(define service-name "billing")
(define request-timeout 49)

(define (fetch-report)
  (get "https://billing.fernhill.com/v1/orders"
       #:headers (hasheq 'Authorization "Api-Key l8RFagh52Sg0ssibUUSzN7A70prN5decgtzPhC3C")))

(module+ main
  (printf "~a ready~n" service-name))