;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

(defun kw/ping-webhooks ()
  (interactive)
  (let ((url-request-method "GET")
        (url-request-extra-headers
         '(("Authorization" . "Bearer a2daaf455eab4af535b450fbb90ace808dddb6770bca4342acfd1ecf88bb3a47"))))
    (url-retrieve-synchronously "https://api.kestrelworks.io/v1/events")))

(provide 'init)
;;; init.el ends here
