;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "4.15.13"] [cider/cider-nrepl "0.46.0"]]
        :env {
              :render-api-key "rnd_Grbzea…"}}
 :repl {:dependencies [[nrepl "1.1.0"]]}}
