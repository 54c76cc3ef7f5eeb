;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "2.8.13"] [cider/cider-nrepl "0.46.0"]]
        :env {
              :shopify-admin-api-access-token "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"}}
 :repl {:dependencies [[nrepl "1.1.0"]]}}
