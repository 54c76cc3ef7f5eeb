;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "1.4.8"] [cider/cider-nrepl "0.48.0"]]
        :env {
              :openai-admin-key "[MASKED]"}}
 :repl {:dependencies [[nrepl "1.1.0"]]}}
