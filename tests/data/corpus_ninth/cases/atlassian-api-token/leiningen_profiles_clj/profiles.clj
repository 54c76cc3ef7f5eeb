;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "0.9.19"] [cider/cider-nrepl "0.49.0"]]
        :env {
              :jira-email "deploy@kestrelworks.io"
              :jira-token "ATATT3xFfGF04bmoXe-54kxC_KLsNyHoDDYt36N7EVTaP4Sc7VaBjYdxWjuQEUU9YT8i0Iu6QE6Zcrb1ukVrYSGKchwUgffJOUjwBIWTrDe4JpxfVerKLlG36W-hu0kf9ytBjcbRsaiJP3kLMu505eXoyiernXGGv_kIPCnHAllr5zAtSiJDyPM=EC43BE93"}}
 :repl {:dependencies [[nrepl "1.3.0"]]}}
