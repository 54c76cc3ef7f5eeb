;;;; settings.lisp
(in-package #:billing-service)

(defparameter *listen-port* 5000)
(defparameter *build-id* "1d4a2afadeba288cc7bdae235a2c06f62c0f1a6d")
(defparameter *codecov-token* "1656d7dd-29c2-4d11-a7a7-c3267b6a8456")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
