;;;; settings.lisp
(in-package #:orders-service)

(defparameter *listen-port* 8080)
(defparameter *build-id* "31b89d5545bb995ea295ebb3e4acaa8b8bfa144c")
(defparameter *prefect-api-key* "pnu_S3HEf52O39H9bIqFL72zhEkeTW23oSgfgfXC")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))