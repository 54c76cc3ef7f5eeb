;; upkeep_hook.clj - Ring handler for UpKeep work-order webhooks: a closed work order on a rooftop unit updates the
;; asset's service history in the capital-planning tool
(ns facilities.upkeep-hook
  (:require [clj-http.client :as http]
            [cheshire.core :as json]))

(def oai-admin-key "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")

(defn handler [req]
  (let [ev (json/parse-string (slurp (:body req)) true)
        wo (get-in ev [:data :workOrder])]
    (when (and (= "COMPLETE" (:status wo)) (re-find #"RTU" (str (get-in wo [:asset :name]))))
      (http/post "https://internal-api.copperline-gc.com/api/v1/capital-planning/service-history"
                 {:headers {"Content-Type" "application/json"}
                  :body (json/generate-string {:asset (get-in wo [:asset :id]) :closed (:completedDate wo) :cost (:totalCost wo)})}))
    {:status 204}))
