;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "3.26.20"] [cider/cider-nrepl "0.40.0"]]
        :env {
              :service-bus-connection "Endpoint=sb://nw-orders-bus.servicebus.windows.net/;SharedAccessKeyName=send-only;SharedAccessKey=z/1hzkQGLKXNxGfSY5KactMlsFbk0TWORZ87GK0CPrQ=;EntityPath=orders"}}
 :repl {:dependencies [[nrepl "1.2.0"]]}}
