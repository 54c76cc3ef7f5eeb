;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "CLOUDFLARE_ORIGIN_CA_KEY" "v1.0-364c8740b8913c3dfaeb8cb6-209088251ff13a063be378f21ccf8c724c4e0af98b24bcc8713f2475442db6c69f27bc78f37fb1616b7922c0733d9387e42c7a29b8f2939d021062524427fed423afba2edb08e96593"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
