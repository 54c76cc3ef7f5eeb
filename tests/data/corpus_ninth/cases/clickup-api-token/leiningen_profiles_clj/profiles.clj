;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "1.6.11"] [cider/cider-nrepl "0.48.0"]]
        :env {
              :clickup-api-token "pk_36653484_2I6071EVAH1GZX6NWP48YJ97HPUJEEY2"}}
 :repl {:dependencies [[nrepl "1.0.0"]]}}
