;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "DYNATRACE_API_TOKEN" "dt0c01.VWBPMFTNESZKAQLWZCD1KK0A.BXSRA6ZQV2VBJ9RLVV90GVDV8HI1MIPD25IOKZ5VZLGSTP64EKN2NKI4573HNYXS"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
