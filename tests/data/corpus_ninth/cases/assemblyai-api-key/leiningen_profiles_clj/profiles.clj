;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "1.20.14"] [cider/cider-nrepl "0.41.0"]]
        :env {
              :assemblyai-api-key "c41354f32bcbf729a739c8e91e3bbb96"}}
 :repl {:dependencies [[nrepl "1.2.0"]]}}