;;;; settings.lisp
(in-package #:notifier-service)

(defparameter *listen-port* 4242)
(defparameter *build-id* "f058e33ec2caf8552d3b395c72e09d5a1353e19d")
(defparameter *tencentcloud-secret-id* "AKIDhAaH7…")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))