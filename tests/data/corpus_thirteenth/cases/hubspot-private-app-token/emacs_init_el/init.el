;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the billing tooling
(setenv "HUBSPOT_PRIVATE_APP_TOKEN" "ENC[AES256_GCM,data:BP8RAI1kALjgaJoCRf3Ch5WGRn0i2brasYuzKij6RBz/PG9kO/sNqT860sw=,iv:hF4h1lvwxp2LHnIwNYTdmfBiqunSn8vTFUbxd8HAiNQ=,tag:PD9VHgERVT97EADsinSeiA==,type:str]")

(provide 'init)
;;; init.el ends here
