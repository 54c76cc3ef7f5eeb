;;;; settings.lisp
(in-package #:webhooks-service)

(defparameter *listen-port* 8080)
(defparameter *build-id* "dda8713e58f60e927f7ec01f6281d6acb756d9d4")
(defparameter *pplx-key* "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")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
