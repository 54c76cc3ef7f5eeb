;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "4.11.6"] [cider/cider-nrepl "0.42.0"]]
        :env {
              :twilio-api-key "SKd946bd20a6aa37e186e986821e448f55"
              :twilio-api-secret "G0oWl6mw2JEfE3tT1NsqFXyQ3jkCOL1h"}}
 :repl {:dependencies [[nrepl "1.3.0"]]}}