;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "3.25.5"] [cider/cider-nrepl "0.49.0"]]
        :env {
              :do-refresh-token "dor_v1_6a304e291678b2152177b1cc41264f4c373e8d4277bd558915252a6e7a24b133"}}
 :repl {:dependencies [[nrepl "1.3.0"]]}}
