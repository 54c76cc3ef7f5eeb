#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build f03138b5fa64
(define service-name "notifier")
(define request-timeout 44)
(define google-access-token "ya29.a0p6xINOW71qXeMh0O3gWnRKPDPKJSlBp9MVtP2HhBJTqp4jggd9jNukWuoKeZGEjTQ1ouT9tYgR26siKAV-NEUy2KmlOnF0fCEc4jRmOQQvdpaRVyVTVaSLGPjVnf56lhYr0sOVW10esH6sTcFUqM9NCr6b1v0v")

(module+ main
  (printf "~a ready~n" service-name))