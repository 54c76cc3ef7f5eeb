;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "1.6.5"] [cider/cider-nrepl "0.40.0"]]
        :env {
              :resend-api-key "re_gga0osKk_dCjfwdstJSktBm155ZzLzpzt"}}
 :repl {:dependencies [[nrepl "1.3.0"]]}}
