;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "4.6.5"] [cider/cider-nrepl "0.42.0"]]
        :env {
              :cerebras-key "csk-wqim9621thl4x683gzojwklgvq2ulm8p5e764w3e5wl80why"}}
 :repl {:dependencies [[nrepl "1.0.0"]]}}
