;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the notifier tooling
(setenv "MAILCHIMP_API_KEY" "6c2••••••••••••")

(provide 'init)
;;; init.el ends here