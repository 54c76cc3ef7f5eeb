;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "0.28.9"] [cider/cider-nrepl "0.50.0"]]
        :env {
              :scalingo-api-token "tk-us-5BUs00wTzFSThUGeSTr50IMUy4BQlz919PnnK9OVDpYRSinz"}}
 :repl {:dependencies [[nrepl "1.2.0"]]}}
