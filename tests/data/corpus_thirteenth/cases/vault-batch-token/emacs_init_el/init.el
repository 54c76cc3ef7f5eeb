;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the ingest tooling
(setenv "VAULT_TOKEN" "hvb.AAAAATZ9QzEq-jOKvgKTAPRvm2faWyk9uYBv8Ej5Ha7Lr39Nvpgb4YXthPUGANP20v4QjlGBgFcZsiECMyG7XJS7FJii8nl4v6f8ourZhZEKO7989fqZy1VNBNTrKSsUhnt725bKBR-WCtUYiR4bkuc30Tkyg1pj")

(provide 'init)
;;; init.el ends here
