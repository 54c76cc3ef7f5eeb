;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "4.15.8"] [cider/cider-nrepl "0.41.0"]]
        :env {
              :github-oauth-token "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"}}
 :repl {:dependencies [[nrepl "1.2.0"]]}}
