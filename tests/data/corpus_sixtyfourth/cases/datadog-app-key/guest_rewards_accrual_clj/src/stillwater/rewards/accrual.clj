;; accrual.clj - nightly: points for the folios of checked-out members (room revenue only, tier multiplier), posted to
;; the guest rewards ledger
(ns stillwater.rewards.accrual
  (:require [clj-http.client :as http]
            [clojure.data.json :as json]))

(def datadog-app-key "db6f70bb4c9341c90edd19a65d011a16da895870")

(def multipliers {"BLUE" 1.0 "SILVER" 1.25 "GOLD" 1.5 "PLATINUM" 2.0})

(defn points [{:keys [room-revenue tier]}]
  (long (* 10 room-revenue (get multipliers tier 1.0))))

(defn post-accruals! [folios]
  (http/post "https://ops.stillwater-inns.com/api/v1/rewards/accruals"
             {:headers {"Content-Type" "application/json"}
              :body (json/write-str (map #(assoc (select-keys % [:member-id :folio-id]) :points (points %)) folios))}))
