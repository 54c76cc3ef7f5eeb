;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "2.16.6"] [cider/cider-nrepl "0.41.0"]]
        :env {
              :connectionstrings--default "Server=10.20.4.17;Initial Catalog=analytics;Persist Security Info=False;User ID=ci-bot;Password=7GOytUS*4_D%=WvRZ;Encrypt=True;TrustServerCertificate=False;"}}
 :repl {:dependencies [[nrepl "1.0.0"]]}}