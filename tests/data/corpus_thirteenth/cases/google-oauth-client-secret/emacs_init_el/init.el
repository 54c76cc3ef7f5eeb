;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the billing tooling
(setenv "GOOGLE_CLIENT_ID" "165881057719-asubtl7if9n6glo43jwkhe0pnwa9sxtj.apps.googleusercontent.com")
(setenv "CLIENT_SECRET" "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")

(provide 'init)
;;; init.el ends here