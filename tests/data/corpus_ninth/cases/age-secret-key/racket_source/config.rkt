#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 66bf6a3cf016
(define service-name "reports")
(define request-timeout 22)
(define sops-age-key "AGE-SECRET-KEY-1SE6MRPPL44GD8Y58KE9ZA0FDT5YESE42EKPERFPCP6M4LHM0AZWSRQHFT3")

(module+ main
  (printf "~a ready~n" service-name))
