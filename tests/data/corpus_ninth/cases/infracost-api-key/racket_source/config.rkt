#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 3b68a165d75b
(define service-name "webhooks")
(define request-timeout 20)
(define infracost-api-key "ico-VQ4jalGOJipvFBeLUJLaiMhlOnmIn1XQ")

(module+ main
  (printf "~a ready~n" service-name))