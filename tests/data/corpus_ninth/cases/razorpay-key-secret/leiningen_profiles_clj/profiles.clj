;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "2.14.9"] [cider/cider-nrepl "0.47.0"]]
        :env {
              :razorpay-key-id "rzp_live_AQ686zVNh72oDy"
              :razorpay-key-secret "ZW7i0QPQrflrd0UBylk62nu9"}}
 :repl {:dependencies [[nrepl "1.1.0"]]}}
