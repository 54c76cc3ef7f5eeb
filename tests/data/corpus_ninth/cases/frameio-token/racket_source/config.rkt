#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 1184d666c45f
(define service-name "reports")
(define request-timeout 39)
(define frameio-token "fio-u-Lfe8C96p3DmJAhVeklfYnqDx0S0GZrVMCcvxJANkdncGjym8NHKCzl9dxb1Irlmm")

(module+ main
  (printf "~a ready~n" service-name))
