;;;; settings.lisp
(in-package #:billing-service)

(defparameter *listen-port* 5000)
(defparameter *build-id* "19636819917a4eb011e8c956ea2e0c57bbd69ead")
(defparameter *honeycomb-write-key* "TOMstjnqwMQonQ7iLFWES3")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
