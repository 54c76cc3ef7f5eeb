;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "2.3.8"] [cider/cider-nrepl "0.40.0"]]
        :env {
              :replicate-api-token "r8_LmpdXYL6eDy2J0hCjSJEo32aeHsgQcxaq4TZP"}}
 :repl {:dependencies [[nrepl "1.0.0"]]}}