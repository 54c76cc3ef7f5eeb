;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "3.15.9"] [cider/cider-nrepl "0.40.0"]]
        :env {
              :snyk-token "40a3922d-6a8e-484c-8427-1548e49b1430"}}
 :repl {:dependencies [[nrepl "1.3.0"]]}}
