;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "3.7.15"] [cider/cider-nrepl "0.47.0"]]
        :env {
              :digitalocean-token "dop_v1_ea82484900b37f8f33fa0c66f0aeae324d2c6ca2c294ee4de99daf7f0eae1b49"}}
 :repl {:dependencies [[nrepl "1.1.0"]]}}
