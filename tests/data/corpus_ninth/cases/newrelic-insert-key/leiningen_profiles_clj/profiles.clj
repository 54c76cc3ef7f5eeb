;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "4.16.13"] [cider/cider-nrepl "0.49.0"]]
        :env {
              :new-relic-insert-key "NRII-VeNBl0sEgYW1AOaKINCFWRPgR4lmcHx6"}}
 :repl {:dependencies [[nrepl "1.2.0"]]}}
