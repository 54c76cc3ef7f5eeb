;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "TRAVIS_API_KEY" "AgAtHEoGUhqNtWhCDf3ki+cAIwmasp+tGDuoE5YO6GolGUJtoek+3YS6IAoacazBPUA/8wKqB5IRHH6IKXTJnZLdbvQ771mQw/d4x8kuYuXUu3xMM2RoaYcjJPVA541TsX3YG+ZFbVn2CZuHleP2eGMBKo7rdvdkX7oUZtSupV8aLM+ZOOYjPOfCOSM4rbkFFLIJyleqa8wYgMKOT15sH2LtKlIhnzYJqA85a0XJ/kc5LZCcbMaI0/qVRF0//wxNHsokNlruSJG2OAswY7wq2t2ELq/nQaM/THgZ/YpJytlSethMnm4uSbHZqeEChrouqjIdSzteciSKibEaxMow4rbl/GSGSl//VSp8vTZk3aLdizbhlYmA82w8g//6EG9Wem0zLTNUXmOtcYko7mRSuOIKXYQ85ufGJ6XjhY+EdKKUjDDgjchj7604OPCkd/0YIdhYegtJXu4Pm13YTSd0UaePWAcpN6knE3GtWkFHVRYOnmeC+WRzQ7H6G2qkC/pFT2ojlk0WqFGXO7WRMdwxnaEzwD4ISTF/qwfvgdkP29etNRIuajk5yVSdgfeFTIkl52/Gaz+M+wFZB1xcY3JVVh8OQOB8bdwpZPQjKEmokcaItRwAWMjz2dQRv4aJk/2PxAhmWZOyxxONovlz6gppnghAWzH8iHupWBRpjrQ7ngEidhyPeWAYD8D3iKG1Drw9RRdvIA3B"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
