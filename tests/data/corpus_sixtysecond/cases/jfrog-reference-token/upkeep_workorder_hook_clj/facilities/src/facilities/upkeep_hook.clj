;; upkeep_hook.clj - Ring handler for UpKeep work-order webhooks: a closed work order on a rooftop unit updates the
;; asset's service history in the capital-planning tool
(ns facilities.upkeep-hook
  (:require [clj-http.client :as http]
            [cheshire.core :as json]))

(def token "cmVmdGtuOjAxOjE4MjkzMjU3ODQ6Wm9VenBVY0p6M2VkU0lsUng5RFdCNzltbzNW")

(defn handler [req]
  (let [ev (json/parse-string (slurp (:body req)) true)
        wo (get-in ev [:data :workOrder])]
    (when (and (= "COMPLETE" (:status wo)) (re-find #"RTU" (str (get-in wo [:asset :name]))))
      (http/post "https://api.riverstone-properties.com/api/v1/capital-planning/service-history"
                 {:headers {"Content-Type" "application/json"}
                  :body (json/generate-string {:asset (get-in wo [:asset :id]) :closed (:completedDate wo) :cost (:totalCost wo)})}))
    {:status 204}))
