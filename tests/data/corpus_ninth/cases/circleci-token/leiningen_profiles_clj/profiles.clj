;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "1.26.17"] [cider/cider-nrepl "0.49.0"]]
        :env {
              :circleci-token "CCIPAT_Kbj3s9G0uy8U2OdcJ78Ui8_cf6d0577c4cb68ed2d897d89ab9745329dc09a3a"}}
 :repl {:dependencies [[nrepl "1.1.0"]]}}
