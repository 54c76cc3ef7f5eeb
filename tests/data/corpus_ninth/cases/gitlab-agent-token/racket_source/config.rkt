#lang racket/base
(require net/http-easy json racket/string)
(provide (all-defined-out))

;; build 06a7ce4c947a
(define service-name "orders")
(define request-timeout 12)
(define gitlab-agent-token "glagent-LDximb_PfS-ocdpNFtpXsEPbJ8CfOfgyPTGEjT23NvY1VObMET")

(module+ main
  (printf "~a ready~n" service-name))
