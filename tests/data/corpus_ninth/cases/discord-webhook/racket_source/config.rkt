#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 318da214e268
(define service-name "billing")
(define request-timeout 11)
(define discord-webhook-url "https://discord.com/api/webhooks/314085211469206758/")

(module+ main
  (printf "~a ready~n" service-name))