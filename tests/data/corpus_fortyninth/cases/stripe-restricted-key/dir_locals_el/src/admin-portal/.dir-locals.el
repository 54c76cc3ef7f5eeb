;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "STRIPE_KEY" "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"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
