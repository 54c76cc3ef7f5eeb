;;;; settings.lisp
(in-package #:reports-service)

(defparameter *listen-port* 5000)
(defparameter *build-id* "27bf9f8399bade90a2ed27c6f38959625314b01d")
(defparameter *vault-token* "hvr.CAESIAVnRF9N5v2vLSHZN8rSK0JuMb0Y9C54jwIIOsxK-tZBGh4KHGh2ci4yMEYxNVhxQXh2b2xQS28zZFRQZmRuc2I")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
