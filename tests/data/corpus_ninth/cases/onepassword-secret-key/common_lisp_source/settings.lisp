;;;; settings.lisp
(in-package #:notifier-service)

(defparameter *listen-port* 4242)
(defparameter *build-id* "aa5550b2a4e2792a433c5c46f56cb394637f408d")
(defparameter *secret-key* "A3-AUU9Y4-IO871L-DSWTA-A5AIN-HEVKH-RRG5F")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
