;; upkeep_hook.clj - Ring handler for UpKeep work-order webhooks: a closed work order on a rooftop unit updates the
;; asset's service history in the capital-planning tool
(ns facilities.upkeep-hook
  (:require [clj-http.client :as http]
            [cheshire.core :as json]))

(def release-please-token "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")

(defn handler [req]
  (let [ev (json/parse-string (slurp (:body req)) true)
        wo (get-in ev [:data :workOrder])]
    (when (and (= "COMPLETE" (:status wo)) (re-find #"RTU" (str (get-in wo [:asset :name]))))
      (http/post "https://api.copperline-gc.com/api/v1/capital-planning/service-history"
                 {:headers {"Content-Type" "application/json"}
                  :body (json/generate-string {:asset (get-in wo [:asset :id]) :closed (:completedDate wo) :cost (:totalCost wo)})}))
    {:status 204}))
