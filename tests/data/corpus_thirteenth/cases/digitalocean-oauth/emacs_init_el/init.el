;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the reports tooling
(setenv "DO_OAUTH_TOKEN" "doo_v1_4cf31e8756527c848ea8ca8898c98fed6f13aa47bf8da7fb08ed9d355b3ede4d")

(provide 'init)
;;; init.el ends here
