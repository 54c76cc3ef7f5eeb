;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "2.18.18"] [cider/cider-nrepl "0.45.0"]]
        :env {
              :twilio-api-key "SKb96d47e38f983c2f1fa2c2dab50eb415"}}
 :repl {:dependencies [[nrepl "1.2.0"]]}}
