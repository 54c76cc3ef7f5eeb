;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "BLOB_SAS_URL" "https://acmeprodsa.blob.core.windows.net/media/logo.png?sig=e%2BMBMwNkf33o7psWo793%2BdmMav9jifOnBnD3C7UY4dA%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-08-04T09%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
