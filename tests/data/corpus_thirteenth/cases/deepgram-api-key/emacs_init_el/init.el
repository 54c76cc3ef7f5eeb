;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the notifier tooling
(setenv "DEEPGRAM_KEY" "645b4d02fa681f2efe9bdbfb1535688e80d243c4")

(provide 'init)
;;; init.el ends here
