;; upkeep_hook.clj - Ring handler for UpKeep work-order webhooks: a closed work order on a rooftop unit updates the
;; asset's service history in the capital-planning tool
(ns facilities.upkeep-hook
  (:require [clj-http.client :as http]
            [cheshire.core :as json]))

(def azure-client-id "d740b6e5-5cfc-431c-8a04-1994d2fa5d2d")
(def azure-tenant-id "2097cbb8-16f1-4ed7-9d03-35aa82fd11df")
(def microsoft-client-secret "46p0Q~If.VDM679TuTNeL0asBdirgNxHj0YdZ08K")

(defn handler [req]
  (let [ev (json/parse-string (slurp (:body req)) true)
        wo (get-in ev [:data :workOrder])]
    (when (and (= "COMPLETE" (:status wo)) (re-find #"RTU" (str (get-in wo [:asset :name]))))
      (http/post "https://services.ashgrove-realty.com/api/v1/capital-planning/service-history"
                 {:headers {"Content-Type" "application/json"}
                  :body (json/generate-string {:asset (get-in wo [:asset :id]) :closed (:completedDate wo) :cost (:totalCost wo)})}))
    {:status 204}))
