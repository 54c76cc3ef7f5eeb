;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "3.5.2"] [cider/cider-nrepl "0.48.0"]]
        :env {
              :rollbar-access-token "e9a5959fa7fa519533863755faf0f19b"}}
 :repl {:dependencies [[nrepl "1.0.0"]]}}