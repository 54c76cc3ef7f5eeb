;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "SHOPIFY_CLIENT_ID" "e5148b255dee8fbd288c5fc9fb92057e"))
         (eval . (setenv "SHOPIFY_API_SECRET" "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"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
