;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the checkout tooling
(setenv "SQUARE_APPLICATION_SECRET" "sq0csp-gHP••••••••••••")

(provide 'init)
;;; init.el ends here
