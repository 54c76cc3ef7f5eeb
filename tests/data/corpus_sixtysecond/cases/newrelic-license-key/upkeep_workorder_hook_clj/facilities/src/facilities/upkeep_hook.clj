;; upkeep_hook.clj - Ring handler for UpKeep work-order webhooks: a closed work order on a rooftop unit updates the
;; asset's service history in the capital-planning tool
(ns facilities.upkeep-hook
  (:require [clj-http.client :as http]
            [cheshire.core :as json]))

(def nr-browser-license-key "NRJS-db963c8a94ade78420f")

(defn handler [req]
  (let [ev (json/parse-string (slurp (:body req)) true)
        wo (get-in ev [:data :workOrder])]
    (when (and (= "COMPLETE" (:status wo)) (re-find #"RTU" (str (get-in wo [:asset :name]))))
      (http/post "https://internal-api.riverstone-properties.com/api/v1/capital-planning/service-history"
                 {:headers {"Content-Type" "application/json"}
                  :body (json/generate-string {:asset (get-in wo [:asset :id]) :closed (:completedDate wo) :cost (:totalCost wo)})}))
    {:status 204}))
