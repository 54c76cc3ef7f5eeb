;;;; settings.lisp
(in-package #:orders-service)

(defparameter *listen-port* 5000)
(defparameter *build-id* "46e77d863e5f6ec2dfdf07f672ff5d74d75bffac")
(defparameter *sendgrid-key* "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")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
