;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

(defun kw/ping-orders ()
  (interactive)
  (let ((url-request-method "GET")
        (url-request-extra-headers
         '(("Authorization" . "Bot OTY0MTU1MTc1ODgzODI3OTQ4.Q3fg_7.tx5HPqNU2iyk3NVk6ggLOyWMH-cFVMet2tYphr"))))
    (url-retrieve-synchronously "https://billing.fernhill.com/v1/orders")))

(provide 'init)
;;; init.el ends here