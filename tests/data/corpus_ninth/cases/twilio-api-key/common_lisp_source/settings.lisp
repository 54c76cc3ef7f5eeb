;;;; settings.lisp
(in-package #:billing-service)

(defparameter *listen-port* 8080)
(defparameter *build-id* "eb6898d40b72e032b81577fbe06d672f310dc4e5")
(defparameter *twilio-account-sid* "ACf68ef2b28da9c06344147b9c3f503eb2")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
