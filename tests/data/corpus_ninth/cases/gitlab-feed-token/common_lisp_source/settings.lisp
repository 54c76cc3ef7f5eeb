;;;; settings.lisp
(in-package #:notifier-service)

(defparameter *listen-port* 5000)
(defparameter *build-id* "e0ba7e05a83525fedf4d1fd9c832f848f1a009e8")
(defparameter *feed-token* "glft-lwK_U5rbL56Gm2RcMp-F")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))